import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ESTIMATE_DELAY_MS, type CostEstimateInput } from '#shared/cost-estimate';
import { cn } from '../../../../lib/cn';
import { CheckList } from './check-list';
import { SectionHeading } from '../shared/section-heading';
import {
  CalculatorForm,
  EMPTY_CALCULATOR_FIELDS,
  type CalculatorFields,
} from './home-calculator-form';
import { CalculatorResult } from './home-calculator-result';

const CLAIMS = ['No hidden fees', 'Standard insurance included', 'Volume discounts available'];

type Phase = 'form' | 'calculating' | 'result';

/** The cost calculator: form, then about a second of calculating, then the estimate. */
export function HomeCalculator() {
  const [phase, setPhase] = useState<Phase>('form');
  const [fields, setFields] = useState<CalculatorFields>(EMPTY_CALCULATOR_FIELDS);
  const [estimated, setEstimated] = useState<CostEstimateInput | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const originInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  function calculate(input: CostEstimateInput) {
    setPhase('calculating');
    timer.current = setTimeout(() => {
      flushSync(() => {
        setEstimated(input);
        setPhase('result');
      });
      resultHeading.current?.focus();
    }, ESTIMATE_DELAY_MS);
  }

  function calculateAnother() {
    flushSync(() => {
      setFields(EMPTY_CALCULATOR_FIELDS);
      setPhase('form');
    });
    originInput.current?.focus();
  }

  const showResult = phase === 'result' && estimated !== null;

  return (
    <section id="calculator" aria-labelledby="calculator-heading" className="bg-muted/60 py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeading
            id="calculator-heading"
            align="start"
            title="Shipping Cost Calculator"
            intro="Get an instant estimate for moving your valuables with the security level they need."
          />
          <CheckList items={CLAIMS} icon={CircleCheck} className="mt-8 font-medium" />
        </div>
        {/* Form and result share one grid cell, so the card keeps its height when they swap. */}
        <div className="grid rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8 lg:col-span-3">
          <div className={cn('[grid-area:1/1]', showResult && 'invisible')}>
            <CalculatorForm
              fields={fields}
              onFieldsChange={setFields}
              calculating={phase === 'calculating'}
              onValid={calculate}
              originRef={originInput}
            />
          </div>
          <div className={cn('[grid-area:1/1]', !showResult && 'invisible')}>
            <CalculatorResult
              input={estimated}
              headingRef={resultHeading}
              onCalculateAnother={calculateAnother}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
