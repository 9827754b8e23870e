#include <md4c.h>
