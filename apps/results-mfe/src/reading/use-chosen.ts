import { useState } from 'react';

/** The chosen item of a chip row: the first until the reader picks another (and the first again if it goes away). */
export function useChosen(ids: string[]): [string | undefined, (id: string) => void] {
  const [chosen, setChosen] = useState<string>();
  return [chosen && ids.includes(chosen) ? chosen : ids[0], setChosen];
}
