/** First names and surnames common in Brazil, for the people on the demo nights' name lists. */
export const GUEST_FIRST_NAMES = [
  'Ana', 'Beatriz', 'Bruna', 'Camila', 'Carolina', 'Débora', 'Fernanda', 'Gabriela', 'Isabela', 'Juliana',
  'Larissa', 'Letícia', 'Luana', 'Manuela', 'Marina', 'Natália', 'Patrícia', 'Rafaela', 'Tainá', 'Vitória',
  'André', 'Caio', 'Daniel', 'Diego', 'Eduardo', 'Felipe', 'Gustavo', 'Henrique', 'Igor', 'João Pedro',
  'Leonardo', 'Lucas', 'Mateus', 'Paulo', 'Rafael', 'Renan', 'Ricardo', 'Thiago', 'Victor', 'Wesley',
] as const;

export const GUEST_SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
] as const;
