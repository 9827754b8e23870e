import Foundation

/// Views computed from a collection of data, one view (or several) per element. Elements
/// are generated lazily, so paged containers stream long collections.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
  /// The data.
  public var data: Data
  /// Builds the views of one element.
  public var content: (Data.Element) -> Content
  private let identify: (Data.Element) -> ID

  /// Creates views for each element, identified by the key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    identify = { $0[keyPath: id] }
  }

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    let data = self.data
    let content = self.content
    let identify = self.identify
    let start = data.startIndex
    return _ViewList(parts: [
      .generated(count: data.count) { offset in
        let element = data[data.index(start, offsetBy: offset)]
        let id = AnyHashable(identify(element))
        return resolveViewList(content(element), context: context.forItem(element)).mapTraits { traits in
          if traits.id == nil { traits.id = id }
        }
      }
    ])
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views for each element of a collection of identifiable values.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates views for each integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
