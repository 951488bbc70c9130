/**
 * jsdom has no `HTMLDialogElement.showModal`. This stands in for what the screens rely on: `open`, the
 * rest of the page made inert, focus moved to the dialog's first control, and Escape firing a
 * cancelable `cancel` that closes the dialog unless prevented. Real browsers are checked by the journeys.
 */
export function installDialogPolyfill(): void {
  const proto = window.HTMLDialogElement?.prototype;
  if (!proto || typeof proto.showModal === 'function') return;
  const focusable = 'button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';
  const onEscape = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();

  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    for (const sibling of document.body.children) if (!sibling.contains(this)) sibling.setAttribute('inert', '');
    (this.querySelector<HTMLElement>(focusable) ?? this).focus();
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    };
    onEscape.set(this, escape);
    document.addEventListener('keydown', escape);
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    for (const sibling of document.body.children) sibling.removeAttribute('inert');
    const escape = onEscape.get(this);
    if (escape) document.removeEventListener('keydown', escape);
    this.dispatchEvent(new Event('close'));
  };
}
