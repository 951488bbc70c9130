import { api, failureText } from './api-client.ts';

/** The file 'Download my data' saves: readable JSON, named for the day. */
export const myDataFileName = (at: Date) => `companion-data-${at.toISOString().slice(0, 10)}.json`;

/**
 * 'Download my data' (docs/privacy.md): asks the server for everything it keeps about the signed-in
 * account and saves it as one JSON file. Answers the file's name, or what went wrong in words.
 */
export async function downloadMyData(): Promise<{ saved: string } | { failure: string }> {
  const answer = await api.get('exportAccount', { cache: 'no-store' });
  if (!answer.ok || !answer.data) return { failure: failureText(answer, 'Your data could not be downloaded. Please try again.') };
  const file = new Blob([JSON.stringify(answer.data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = myDataFileName(new Date());
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  return { saved: link.download };
}

/** What a person is told once the file is saved. */
export const dataSavedText = (file: string) => `Your data was saved as ${file}.`;
