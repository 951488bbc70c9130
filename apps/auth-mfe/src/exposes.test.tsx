import { describeExposedScreens } from '@app/shared/testing';
import { devScreens } from './dev-screens.ts';
import { exposes } from './exposes.ts';

describeExposedScreens('auth-mfe', devScreens, exposes);
