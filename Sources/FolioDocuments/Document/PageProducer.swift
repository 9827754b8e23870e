@_spi(Engine) import FolioLayout
import Foundation

/// How a top-level element of a document makes pages.
package enum PageProducer {
  /// One page: the content is proposed the content area.
  case page(PageSpec)
  /// Flowing content over as many pages as needed.
  case flow(FlowSpec)
  /// Pages generated from data (label sheets).
  case generated(GeneratedPagesSpec)
}

/// Size and margins of pages, each optional (the document's defaults fill the gaps).
package struct PageGeometry {
  package var size: PageSize?
  package var margins: EdgeInsets?
}

/// A single page.
package struct PageSpec {
  package var geometry: PageGeometry
  package var context: _ResolveContext
  package var content: (_ResolveContext) -> _ViewList
}

/// A flow of views over pages.
package struct FlowSpec {
  package var geometry: PageGeometry
  package var alignment: HorizontalAlignment
  package var spacing: CGFloat?
  package var context: _ResolveContext
  package var children: _ViewList
  /// Resolves the children again from their views (a block whose views observe their own
  /// layout is made again after its state changed).
  package var resolveChildren: (() -> _ViewList)?
}

/// Pages built one by one from an index (a label sheet).
package struct GeneratedPagesSpec {
  package var geometry: PageGeometry
  package var context: _ResolveContext
  package var pageCount: Int
  /// The content of page `index` (0-based), proposed the page's content area.
  package var page: (Int, _ResolveContext) -> LayoutNode
}

struct PageProducerTrait: TraitKey {
  static var defaultValue: PageProducer? { nil }
}
