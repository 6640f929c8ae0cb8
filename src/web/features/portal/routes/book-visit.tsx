import { useSearchParams } from 'react-router';
import { RequestFormPage } from '../components/request-form-page';
import { VisitForm } from '../components/visit-form';

/**
 * Book a Visit (/vault/requests/visit): an hour in a viewing room at the vault, with the item it
 * was opened from already chosen (`?item=`).
 */
export function BookVisitPage() {
  const [search] = useSearchParams();
  return (
    <RequestFormPage
      title="Book a Visit"
      description="Come and see your items in one of our viewing rooms. Once we confirm it, the request shows the code to give at the desk."
    >
      <VisitForm itemId={search.get('item')} />
    </RequestFormPage>
  );
}
