/**
 * A test's timeout only ends a test that hangs; it says nothing about speed (bench/ does). Seeding
 * the whole demo school takes seconds on a quiet machine and over a minute when other work keeps
 * both cores busy, so tests that seed it wait this long before they are called hung.
 */
export const DEMO_SEED_TIMEOUT_MS = 300_000;

/**
 * Starting or stopping server processes (each opens its pool, its job queue and its listener,
 * and a graceful stop lets them finish): seconds when the machine is quiet, much longer when its
 * cores are shared with other work.
 */
export const PROCESS_HOOK_MS = 180_000;
