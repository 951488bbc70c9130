import { AppLink, paths } from '@app/shared/host';
import { Screen } from '@app/shared/ui';
import { PageTitle } from '../app/page-title.tsx';

export function NotFound() {
  return (
    <Screen title="404 - Page Not Found" width="narrow">
      <PageTitle title="Page not found" />
      <p>The page you are looking for does not exist.</p>
      <AppLink to={paths.root}>Go Back</AppLink>
    </Screen>
  );
}
