import { createTheme } from '@mui/material/styles';

/**
 * Colours are chosen for at least 4.5:1 contrast with white (text on buttons, links, helper
 * texts); every control is at least 24 px tall (most 40 px); keyboard focus is always visible.
 */
const focusRing = '3px solid #1d4ed8';

export const theme = createTheme({
  palette: {
    primary: { main: '#1d4ed8', dark: '#1e3a8a', light: '#dbeafe', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    error: { main: '#b91c1c', contrastText: '#ffffff' },
    success: { main: '#15803d', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    // Disabled labels and helper texts stay readable (4.8:1): they still say what the field is.
    text: { primary: '#111827', secondary: '#4b5563', disabled: '#6b7280' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.375rem', fontWeight: 700 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // clip, not hidden: hidden makes the body a scroll box of its own that never scrolls, so
        // nothing inside could stick (the top bar, Save all of the marking screen); hidden stays
        // for browsers without clip.
        'html, body': { overflowX: ['hidden', 'clip'] },
        ':focus-visible': { outline: focusRing, outlineOffset: 2 },
        '.MuiInputBase-input:focus-visible, .MuiNativeSelect-select:focus-visible': {
          outline: 'none',
        },
        a: { color: '#1d4ed8' },
        // Motion ends at once, and a looping one (a spinner) runs once and holds still: at
        // 0.01 ms a cycle it would otherwise flicker through a new frame every frame.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: 40, paddingInline: 18 } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 40, minHeight: 40 } } },
    // Underlined always: a link in running text is told apart by more than its colour (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: { backgroundColor: '#ffffff' },
        notchedOutline: { borderColor: '#6b7280' },
      },
    },
    MuiFormHelperText: { styleOverrides: { root: { marginInline: 2 } } },
  },
});
