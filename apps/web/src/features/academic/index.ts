/**
 * What other features use of academic: an institute's sessions (the fee, payment, transport and
 * class screens pick one), the panel that manages them (the setup wizard), and the default
 * institute's kept sessions the shell reads and a profile switch reloads.
 */
export { useAcademicSessions } from './api';
export { SessionsPanel } from './SessionsPanel';
export { KEPT_SESSIONS_KEY, useSessions } from './store';
