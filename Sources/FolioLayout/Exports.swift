@_exported import FolioGraphics
@_exported import Foundation
