import { useState, type FormEvent, type Ref } from 'react';
import {
  MAX_WEIGHT_KG,
  MIN_WEIGHT_KG,
  validateCostEstimate,
  WEIGHT_STEP_KG,
  type CostEstimateErrors,
  type CostEstimateInput,
} from '#shared/cost-estimate';
import {
  DEFAULT_SECURITY_LEVEL,
  SECURITY_LEVEL_LABELS,
  SECURITY_LEVELS,
  type SecurityLevel,
} from '#shared/security-level';
import { Button } from '../../../../ui/button';
import { FormField } from '../../../../ui/form-field';
import { Input } from '../../../../ui/input';
import { ToggleGroup } from '../../../../ui/toggle-group';

export type CalculatorFields = {
  origin: string;
  destination: string;
  weight: string;
  security: SecurityLevel;
};

export const EMPTY_CALCULATOR_FIELDS: CalculatorFields = {
  origin: '',
  destination: '',
  weight: '',
  security: DEFAULT_SECURITY_LEVEL,
};

const SECURITY_OPTIONS = SECURITY_LEVELS.map((level) => ({
  value: level,
  label: SECURITY_LEVEL_LABELS[level],
}));

type CalculatorFormProps = {
  fields: CalculatorFields;
  onFieldsChange: (fields: CalculatorFields) => void;
  calculating: boolean;
  onValid: (input: CostEstimateInput) => void;
  originRef: Ref<HTMLInputElement>;
};

export function CalculatorForm({
  fields,
  onFieldsChange,
  calculating,
  onValid,
  originRef,
}: CalculatorFormProps) {
  const [errors, setErrors] = useState<CostEstimateErrors>({});

  function change<Key extends keyof CalculatorFields>(key: Key, value: CalculatorFields[Key]) {
    onFieldsChange({ ...fields, [key]: value });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateCostEstimate(fields);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onValid(result.input);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Cost calculator" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Origin City" error={errors.origin} required>
          <Input
            ref={originRef}
            autoComplete="off"
            placeholder="e.g. Zürich"
            value={fields.origin}
            onChange={(event) => change('origin', event.target.value)}
          />
        </FormField>
        <FormField label="Destination City" error={errors.destination} required>
          <Input
            autoComplete="off"
            placeholder="e.g. Geneva"
            value={fields.destination}
            onChange={(event) => change('destination', event.target.value)}
          />
        </FormField>
      </div>
      <FormField
        label="Weight (kg)"
        error={errors.weight}
        hint={`From ${MIN_WEIGHT_KG} to ${MAX_WEIGHT_KG} kg.`}
        required
      >
        <Input
          type="number"
          inputMode="decimal"
          step={WEIGHT_STEP_KG}
          min={MIN_WEIGHT_KG}
          max={MAX_WEIGHT_KG}
          placeholder="e.g. 12.5"
          value={fields.weight}
          onChange={(event) => change('weight', event.target.value)}
        />
      </FormField>
      <div className="grid gap-2">
        <span className="text-sm font-medium">Security Level</span>
        <ToggleGroup
          label="Security Level"
          value={fields.security}
          options={SECURITY_OPTIONS}
          onChange={(level) => change('security', level)}
          className="grid-cols-3"
        />
        {errors.security && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.security}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={calculating}>
        {calculating ? 'Calculating...' : 'Calculate Estimate'}
      </Button>
    </form>
  );
}
