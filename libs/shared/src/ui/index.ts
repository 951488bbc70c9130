export * from './button.tsx';
export * from './global-style.ts';
export * from './modal.tsx';
export * from './screen.tsx';
export * from './spinner.tsx';
export * from './theme.ts';
export * from './toast-host.tsx';
export * from './toast.ts';
