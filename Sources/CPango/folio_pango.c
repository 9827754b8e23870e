// The Pango module has no code of its own: this file makes it a C target, whose public
// `include` folder (with the link to Pango's headers) SwiftPM puts on the search path.
#include "folio_pango.h"
