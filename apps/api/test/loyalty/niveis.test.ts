// GET niveis (spec point 9): the three levels and the R$ 30,00 example, without login.
import { expect, it } from 'vitest';
import type { Niveis } from '@fidelidade/domain/contracts/niveis';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';

describeEachDatabase('loyalty: GET niveis', (database) => {
  const api = useTestApp({ database });

  it('describes levels 1 to 3 with 5%, 10% and 15% of R$ 30,00', async () => {
    const response = await encryptedClient(api.apiUrl).request<Niveis>('GET', '/niveis');
    expect(response.status).toBe(200);
    expect(response.envelope.message).toBe('Níveis do programa de fidelidade.');
    const { exemploCompraCentavos, niveis } = response.envelope.data;
    expect(exemploCompraCentavos).toBe(3000);
    expect(niveis.map((n) => [n.nivel, n.titulo, n.percentual, n.exemploCashbackCentavos])).toEqual(
      [
        [1, 'Nível 1', 5, 150],
        [2, 'Nível 2', 10, 300],
        [3, 'Nível 3', 15, 450],
      ],
    );
    expect(niveis[0]?.exemplo).toBe(
      'Numa compra de R$\u00a030,00, você recebe R$\u00a01,50 de cashback.',
    );
  });
});
