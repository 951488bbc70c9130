import { Button } from '@app/shared/ui';
import { useState } from 'react';

/** For someone reading this on the phone they will scan with: take the page to another screen. */
export function CopyLink() {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
  };
  return (
    <Button $variant="secondary" $block onClick={copy}>
      {copied ? 'Link copied' : 'Reading on your phone? Copy the link'}
    </Button>
  );
}
