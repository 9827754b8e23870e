@_exported import FolioGraphics
@_exported import FolioLayout
@_exported import Foundation
