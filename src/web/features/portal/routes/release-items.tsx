import { useSearchParams } from 'react-router';
import { ReleaseForm } from '../components/release-form';
import { RequestFormPage } from '../components/request-form-page';

/**
 * Release Items (/vault/requests/release): stored items asked out of the vault, with the item it
 * was opened from already chosen (`?item=`).
 */
export function ReleaseItemsPage() {
  const [search] = useSearchParams();
  return (
    <RequestFormPage
      title="Release Items"
      description="Take items out of the vault, collected in person or delivered. They stay in the vault until it is approved, and keep their whole history."
    >
      <ReleaseForm itemId={search.get('item')} />
    </RequestFormPage>
  );
}
