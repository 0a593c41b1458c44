import { describe, expect, it } from 'vitest';
import {
  addLaborFormSchema,
  editLaborFormSchema,
  fieldNumber,
  hoursFieldSchema,
  partFormSchema,
  quantityFieldSchema,
  retailFieldSchema,
} from './form-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('dialog form schemas', () => {
  it('require a labor title on add and on edit, a description on add only', () => {
    const labor = { title: ' ', description: '', hours: '1', rate: '165.00' };
    expect(firstMessage(addLaborFormSchema.safeParse(labor))).toBe('Title is required');
    expect(firstMessage(editLaborFormSchema.safeParse(labor))).toBe('Title is required');
    expect(firstMessage(addLaborFormSchema.safeParse({ ...labor, title: 'Slides' }))).toBe(
      'Description is required',
    );
    expect(editLaborFormSchema.safeParse({ ...labor, title: 'Slides' }).success).toBe(true);
  });

  it('require a part name', () => {
    expect(firstMessage(partFormSchema.safeParse({ name: '  ', quantity: '1', retail: '0.00' }))).toBe(
      'Name is required',
    );
  });

  it.each([
    ['', 'Hours must be a number'],
    ['  ', 'Hours must be a number'],
    ['abc', 'Hours must be a number'],
    ['1e999', 'Hours must be a number'],
    ['-0.1', 'Hours must be 0 or more'],
    ['1000', 'Hours must be at most 999'],
  ])('refuse the hours %j with %j', (text, message) => {
    expect(firstMessage(hoursFieldSchema.safeParse(text))).toBe(message);
  });

  it('read figures for the preview only when their rule accepts them', () => {
    expect(fieldNumber(hoursFieldSchema, '0.5')).toBe(0.5);
    expect(Object.is(fieldNumber(hoursFieldSchema, '-0'), 0)).toBe(true);
    expect(fieldNumber(hoursFieldSchema, '-1')).toBeNull();
    expect(fieldNumber(hoursFieldSchema, '')).toBeNull();
    expect(fieldNumber(quantityFieldSchema, '1.5')).toBeNull();
    expect(fieldNumber(quantityFieldSchema, '0')).toBeNull();
    expect(fieldNumber(quantityFieldSchema, '2')).toBe(2);
    expect(fieldNumber(retailFieldSchema, '-0.01')).toBeNull();
    expect(fieldNumber(retailFieldSchema, '12.00')).toBe(12);
  });
});
