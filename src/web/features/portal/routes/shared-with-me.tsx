import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../ui/list-states';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { useSharedWithMe } from '../api/get-shared';
import { SharedGrantCard } from '../components/shared-grant-card';
import { SharedItemDialog, type OpenSharedItem } from '../components/shared-item-dialog';

/**
 * Shared with Me (/vault/shared): what other organisations let the account read, until the end
 * each chose (decision 065). A grant past its end is simply not listed: the server compares.
 */
export function SharedWithMePage() {
  const shared = useSharedWithMe();
  const [openItem, setOpenItem] = useState<OpenSharedItem | null>(null);
  return (
    <>
      <PageHeader
        title="Shared with Me"
        description="Records other organisations let you read, each until the date they chose."
      />
      <QueryState
        query={shared}
        loadingText="Loading what is shared with you..."
        errorTitle="Error fetching what is shared with you"
      >
        {({ grants }) =>
          grants.length === 0 ? (
            <EmptyState
              icon={Share2}
              title="Nothing Shared"
              description="Nothing is shared with you right now."
            />
          ) : (
            <div className="grid gap-6">
              {grants.map((grant) => (
                <SharedGrantCard
                  key={grant.id}
                  grant={grant}
                  onViewItem={(id, opener) =>
                    setOpenItem({ id, organisation: grant.organisation_name, opener })
                  }
                />
              ))}
            </div>
          )
        }
      </QueryState>
      <SharedItemDialog item={openItem} onClose={() => setOpenItem(null)} />
    </>
  );
}
