#ifndef ARRANGE_ALLOCATION_COUNTER_H
#define ARRANGE_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Starts counting the process's heap allocations (malloc, calloc, realloc and the aligned
/// forms) from zero. Linked only into `arrange-bench`, whose `--allocations` reports them per view.
void arrange_allocation_counting_start(void);

/// Stops counting; the number of allocations since the last start.
uint64_t arrange_allocation_counting_stop(void);

#endif
