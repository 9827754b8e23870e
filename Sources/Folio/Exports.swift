@_exported import FolioDocuments
@_exported import FolioGraphics
@_exported import FolioLayout
@_exported import FolioViews
@_exported import Foundation
