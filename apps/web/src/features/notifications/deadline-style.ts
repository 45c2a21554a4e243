import type { DeadlineColour } from '@shala/shared';

/**
 * The alert colours of spec §2.4 as text and edge colours that keep 4.5:1 on white (a light
 * yellow would not): the label always says the same in words, so colour is never the only cue.
 */
export const DEADLINE_COLOURS: Record<DeadlineColour, { edge: string; text: string }> = {
  red: { edge: '#d32f2f', text: '#b71c1c' },
  orange: { edge: '#ef6c00', text: '#a84300' },
  yellow: { edge: '#f9a825', text: '#7a5c00' },
  green: { edge: '#2e7d32', text: '#1b5e20' },
  grey: { edge: '#757575', text: '#555555' },
};
