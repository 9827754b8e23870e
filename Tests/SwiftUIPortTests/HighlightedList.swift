// A list that outlines its selected row: the row reports its bounds with an anchor
// preference and the list draws the outline in an overlay, reading the anchor with a
// GeometryProxy — a common SwiftUI pattern.
import Folio

struct SelectedBoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

struct HighlightedList: View {
  let items = ["Amber", "Blue", "Green"]
  let selected = "Blue"

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      ForEach(items, id: \.self) { item in
        Text(item)
          .padding(4)
          .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { anchor in
            item == selected ? anchor : nil
          }
          .id(item)
      }
    }
    .padding(10)
    .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let rect = proxy[anchor]
          RoundedRectangle(cornerRadius: 4)
            .stroke(Color.red, lineWidth: 2)
            .frame(width: rect.width, height: rect.height)
            .id("outline")
            .position(x: rect.midX, y: rect.midY)
        }
      }
    }
  }
}
