#pragma once
// How long a test waits for what is not done on its own thread: a Monte Carlo or the claims audit on
// a worker, the library opened in the background, a child process. A wait returns as soon as the work
// is done, so the bound only matters on a slow machine: the CI machine of 7 December 2026 ran the
// suite 4.6 times slower than a developer's (the claims odds took more than the 20 s allowed then).
// A wait that runs out is a failure with the wait's own message, long before ctest's 600 s limit.

namespace runway::test {

inline constexpr int kBackgroundWaitMs = 120000;

} // namespace runway::test
