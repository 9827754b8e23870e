@_exported import Folio
