import { describe, expect, it } from 'vitest';
import { reversalOf, settleOnRelease, takeOldestFirst } from '@fidelidade/domain/cashback/credits';

const credits = [
  { id: 'a', restanteCentavos: 300 },
  { id: 'b', restanteCentavos: 500 },
  { id: 'c', restanteCentavos: 200 },
];

describe('takeOldestFirst (DESIGN decision 15: redemptions spend the oldest first)', () => {
  it('spends the credit that expires first before touching the next', () => {
    expect(takeOldestFirst(credits, 200)).toEqual({
      takes: [{ id: 'a', centavos: 200 }],
      short: 0,
    });
  });

  it('empties the oldest and takes the rest from the next ones, in order', () => {
    expect(takeOldestFirst(credits, 900)).toEqual({
      takes: [
        { id: 'a', centavos: 300 },
        { id: 'b', centavos: 500 },
        { id: 'c', centavos: 100 },
      ],
      short: 0,
    });
  });

  it('says how much the credits could not cover', () => {
    expect(takeOldestFirst(credits, 1250)).toEqual({
      takes: [
        { id: 'a', centavos: 300 },
        { id: 'b', centavos: 500 },
        { id: 'c', centavos: 200 },
      ],
      short: 250,
    });
    expect(takeOldestFirst([], 40)).toEqual({ takes: [], short: 40 });
  });

  it('takes nothing for zero and skips empty credits', () => {
    expect(takeOldestFirst(credits, 0)).toEqual({ takes: [], short: 0 });
    expect(takeOldestFirst([{ id: 'z', restanteCentavos: 0 }, ...credits], 10).takes).toEqual([
      { id: 'a', centavos: 10 },
    ]);
  });

  it.each([-1, 1.5, Number.NaN])('refuses the amount %s', (amount) => {
    expect(() => takeOldestFirst(credits, amount)).toThrow(RangeError);
  });
});

describe('settleOnRelease (a released credit pays the debt first)', () => {
  it('makes all of it available when nothing is owed', () => {
    expect(settleOnRelease(450, 0)).toEqual({ paidCentavos: 0, availableCentavos: 450 });
  });

  it('pays part of the debt and makes the rest available', () => {
    expect(settleOnRelease(450, 185)).toEqual({ paidCentavos: 185, availableCentavos: 265 });
  });

  it('goes entirely to a debt larger than it', () => {
    expect(settleOnRelease(450, 1000)).toEqual({ paidCentavos: 450, availableCentavos: 0 });
  });

  it('refuses negative amounts', () => {
    expect(() => settleOnRelease(-1, 0)).toThrow(RangeError);
    expect(() => settleOnRelease(1, -1)).toThrow(RangeError);
  });
});

describe('reversalOf (cancelling a purchase never takes the balance below zero)', () => {
  const credit = { creditadoCentavos: 450, restanteCentavos: 450, expiradoCentavos: 0 };

  it('removes a pending credit from the pending balance', () => {
    expect(reversalOf(450, { ...credit, pending: true })).toEqual({
      reversedCentavos: 450,
      fromPendingCentavos: 450,
      fromCreditCentavos: 0,
      fromOthersCentavos: 0,
    });
  });

  it('takes an unspent released credit back from itself', () => {
    expect(reversalOf(450, { ...credit, pending: false })).toEqual({
      reversedCentavos: 450,
      fromPendingCentavos: 0,
      fromCreditCentavos: 450,
      fromOthersCentavos: 0,
    });
  });

  it('takes what was spent of it from the other available credits (or as debt)', () => {
    expect(reversalOf(450, { ...credit, pending: false, restanteCentavos: 100 })).toEqual({
      reversedCentavos: 450,
      fromPendingCentavos: 0,
      fromCreditCentavos: 100,
      fromOthersCentavos: 350,
    });
  });

  it('does not take back what already expired', () => {
    expect(
      reversalOf(450, {
        pending: false,
        creditadoCentavos: 450,
        restanteCentavos: 0,
        expiradoCentavos: 300,
      }),
    ).toEqual({
      reversedCentavos: 150,
      fromPendingCentavos: 0,
      fromCreditCentavos: 0,
      fromOthersCentavos: 150,
    });
  });

  it('reverses the whole cashback of a purchase recorded before credits', () => {
    expect(reversalOf(450, undefined)).toEqual({
      reversedCentavos: 450,
      fromPendingCentavos: 0,
      fromCreditCentavos: 0,
      fromOthersCentavos: 450,
    });
  });
});
