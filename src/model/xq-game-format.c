/* xq-game-format.c — placeholder */
#include "config.h"
#include "xq-game-format.h"
