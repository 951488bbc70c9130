import { Avatar } from '@app/shared/ui';
import { wisdomEmblems } from './wisdom-emblems.ts';

/** A wisdom's round avatar: its emblem, or its initials for a key without one. */
export function WisdomAvatar({ wisdom, size = 40 }: { wisdom: { title: string; imgUrl: string }; size?: number }) {
  const Emblem = wisdomEmblems[wisdom.imgUrl];
  return (
    <Avatar name={wisdom.title} size={size} icon={Emblem ? <Emblem size={Math.round(size * 0.55)} strokeWidth={1.75} /> : undefined} />
  );
}
