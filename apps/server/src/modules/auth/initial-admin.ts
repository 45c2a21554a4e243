export async function ensureInitialAdmin(..._a: unknown[]): Promise<void> {}
