import { describeExposedScreens } from '@app/shared/testing';
import { remote } from './remote.ts';

describeExposedScreens(remote, {
  // The tester is staff's, for a chosen contact: anyone else is sent to /contacts.
  CustomWisdom: {
    session: { selectedContact: { id: '447700912345@s.whatsapp.net', name: 'Robin' } },
    api: { '/api/staff/access': [{ status: 200, body: { staff: true, llm: true } }] },
  },
});
