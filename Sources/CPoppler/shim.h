#include <poppler/glib/poppler.h>
