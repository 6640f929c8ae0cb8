import { Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { PageMeta } from '../../../lib/page-meta';
import { Accordion, AccordionItem } from '../../../ui/accordion';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { FaqHelp } from '../components/faq/faq-help';
import { FaqPopularTopics } from '../components/faq/faq-popular-topics';
import { categoryOptions, FilterButtons } from '../../../ui/filter-buttons';
import { PageHero } from '../components/shared/page-hero';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS, FAQ_ITEMS, type FaqCategory } from '../content/faq';
import { filterFaq, type FaqFilter } from '../content/filter-faq';

const CATEGORY_OPTIONS = categoryOptions('All', FAQ_CATEGORIES, FAQ_CATEGORY_LABELS);

export function FaqPage() {
  const [category, setCategory] = useState<FaqFilter>('all');
  const [search, setSearch] = useState('');
  const questionsHeading = useRef<HTMLHeadingElement>(null);
  const items = filterFaq(FAQ_ITEMS, category, search);

  function showTopic(topic: FaqCategory) {
    setCategory(topic);
    // Focusing the list's heading scrolls to it and starts keyboard users there.
    questionsHeading.current?.focus();
  }

  function clearFilters() {
    setCategory('all');
    setSearch('');
  }

  return (
    <>
      <PageMeta
        title="FAQ"
        description="Answers about secure shipping, vault storage, security and billing at Orion Transit & Custody."
      />
      <PageHero eyebrow="Help centre" title="Frequently Asked Questions">
        <p>Answers about security, shipping, vault storage and billing.</p>
        <div className="mt-8 grid max-w-xl gap-2">
          <Label htmlFor="faq-search" className="text-white">
            Search questions
          </Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="faq-search"
              type="search"
              placeholder="e.g. insurance, tracking, payment"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="h-12 pl-10 text-base focus-visible:outline-amber-300"
            />
          </div>
        </div>
      </PageHero>
      <section aria-labelledby="questions-heading" className="py-12">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <h2
            id="questions-heading"
            ref={questionsHeading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            Questions &amp; Answers
          </h2>
          <div className="mt-6">
            <FilterButtons
              label="Filter questions by category"
              options={CATEGORY_OPTIONS}
              value={category}
              onChange={setCategory}
            />
          </div>
          <p aria-live="polite" className="mt-6 text-sm text-muted-foreground">
            Showing {items.length} of {FAQ_ITEMS.length} questions
          </p>
          {items.length > 0 ? (
            <Accordion className="mt-4">
              {items.map((item) => (
                <AccordionItem key={item.id} value={item.id} title={item.question}>
                  <p>{item.answer}</p>
                </AccordionItem>
              ))}
            </Accordion>
          ) : (
            <div className="mt-4 rounded-xl border border-dashed border-border p-10 text-center">
              <p className="text-lg font-semibold">No results found</p>
              <p className="mt-2 text-muted-foreground">
                Try adjusting your search terms or selecting a different category.
              </p>
              <Button variant="outline" className="mt-6" onClick={clearFilters}>
                Clear search and filters
              </Button>
            </div>
          )}
        </div>
      </section>
      <FaqPopularTopics onSelect={showTopic} />
      <FaqHelp />
    </>
  );
}
