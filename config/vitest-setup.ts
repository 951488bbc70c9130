import '@testing-library/jest-dom/vitest';
import { apiServer } from '@app/shared/testing/api-server';
import { installDialogPolyfill } from '@app/shared/testing/dialog-polyfill';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// CI runs every project's tests at once on two cores; a second of slack for a screen to settle is
// not enough there. Only a failing wait gets slower.
configure({ asyncUtilTimeout: 4000 });
installDialogPolyfill();

// A call to the product's API that no test answered is an error, not a silent pass; anything else
// (the socket.io test servers) goes through.
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request, print) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/') || pathname === '/remotes.json') print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  apiServer.resetHandlers();
});

afterAll(() => apiServer.close());
