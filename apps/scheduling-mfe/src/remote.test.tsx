import { describeExposedScreens } from '@app/shared/testing';
import { remote } from './remote.ts';

describeExposedScreens(remote);
