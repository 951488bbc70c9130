export { WisdomAvatar } from './wisdom-avatar.tsx';
export { wisdomEmblems } from './wisdom-emblems.ts';
