// Equal-width labels with a preference: each label reports its width, the column takes the
// largest into state and gives it to every label.
import Folio

struct MaxWidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

struct EqualWidthLabels: View {
  @State private var labelWidth: CGFloat?
  let labels: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      ForEach(labels, id: \.self) { label in
        Text(label)
          .fixedSize()
          .background(
            GeometryReader { proxy in
              Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
            }
          )
          .frame(width: labelWidth, alignment: .leading)
          .background(.blue.opacity(0.12))
          .id(label)
      }
    }
    .onPreferenceChange(MaxWidthKey.self) { width in
      labelWidth = width
    }
  }
}
