// A CPF claim decided in the console: both parties masked, revealed with a reason, then resolved with
// a reason and a confirmation; the claim shows the decision.
import { describe, expect, it } from 'vitest';
import { cpfMascarado } from '@fidelidade/domain/contracts/painel/mascaras';
import { consoleDashboardMessages } from '@fidelidade/domain/messages';
import {
  CONSOLE_WIDTHS,
  expectScreenFits,
  giveReason,
  useConsoleJourney,
} from './support/console-page.ts';
import { supportSeed } from './support/customers.ts';

describe.each(CONSOLE_WIDTHS)('support: a CPF claim (%s)', (label, size) => {
  const { session, enrolled } = useConsoleJourney('reivindicacao', size);

  it('reveals both parties and resolves the claim', async () => {
    const { page } = session;
    const claim = supportSeed().claims[size.width === 1280 ? '1280' : '768'];
    const motivo = `Comprovante de titularidade conferido ${label}`;

    await enrolled();
    await page.getByRole('menuitem', { name: 'Reivindicações de CPF' }).waitFor();
    // Support agents do not read the programme's dashboard.
    expect(await page.getByRole('menuitem', { name: consoleDashboardMessages.menu }).count()).toBe(
      0,
    );
    await page.goto('/painel/reivindicacoes');
    const link = page.getByRole('link', { name: cpfMascarado(claim.cpf) });
    await link.waitFor();
    await expectScreenFits(page);
    await link.click();

    await page.getByText(claim.titularNome).waitFor();
    await page.getByText('Quem reivindica').waitFor();
    await expectScreenFits(page);
    await page.getByRole('button', { name: 'Mostrar dados completos' }).click();
    await giveReason(
      page,
      'Mostrar os dados completos?',
      'Conferir o e-mail informado pelo requerente',
      'Mostrar dados',
    );
    await page.getByText(claim.email).waitFor();

    await page.getByRole('button', { name: 'Resolver: passar o CPF' }).click();
    await giveReason(
      page,
      'Passar o CPF para quem reivindica?',
      motivo,
      'Resolver',
      expectScreenFits,
    );
    await page.getByText('Reivindicação resolvida').waitFor();
    await page.getByText(`Motivo: ${motivo}`).waitFor();
    await expectScreenFits(page);
  });
});
