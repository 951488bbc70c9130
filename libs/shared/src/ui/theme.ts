export const theme = {
  colors: {
    background: '#f6f4ef',
    surface: '#ffffff',
    text: '#1f2421',
    textMuted: '#555d58',
    primary: '#1d6b52',
    primaryText: '#ffffff',
    primaryHover: '#155340',
    accent: '#c9822b',
    border: '#d9d6cc',
    danger: '#b3261e',
    success: '#1d6b52',
    focus: '#2f6fdb',
  },
  space: (n: number) => `${n * 4}px`,
  radius: { sm: '6px', md: '10px', lg: '16px', round: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  },
  breakpoints: { tablet: '640px', desktop: '1024px' },
  headerHeight: '56px',
} as const;

export type AppTheme = typeof theme;
