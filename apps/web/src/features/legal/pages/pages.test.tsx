import { MantineProvider } from '@mantine/core';
import type { Language } from '@noite/shared';
import { render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { aboutUs } from '../../../components/legal/content/about-us.ts';
import { privacyPolicy } from '../../../components/legal/content/privacy-policy.ts';
import { termsOfUse } from '../../../components/legal/content/terms-of-use.ts';
import { AboutUsPage, legalResources, TermsAndConditionsPage, TermsOfUsePage, TermsPage } from '../index.ts';

function renderIn(language: Language, page: ReactElement) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'pt',
    resources: { en: { legal: legalResources.en }, pt: { legal: legalResources.pt } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{page}</MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('TermsPage', () => {
  it('shows both documents in pt under one h1, with a way back to the login', () => {
    renderIn('pt', <TermsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(legalResources.pt.termsPageTitle);
    expect(screen.getByRole('heading', { level: 2, name: termsOfUse.pt.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: privacyPolicy.pt.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(
      termsOfUse.pt.sections.length + privacyPolicy.pt.sections.length,
    );
    expect(screen.getByRole('link', { name: legalResources.pt.backToLogin })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('links to each document from the page contents', () => {
    renderIn('pt', <TermsPage />);
    const nav = screen.getByRole('navigation', { name: legalResources.pt.onThisPage });
    expect(within(nav).getByRole('link', { name: privacyPolicy.pt.title })).toHaveAttribute('href', '#privacy-policy');
    expect(document.getElementById('privacy-policy')).toHaveTextContent(privacyPolicy.pt.title);
  });

  it('follows the interface language', () => {
    renderIn('en', <TermsPage />);
    expect(screen.getByRole('heading', { level: 2, name: termsOfUse.en.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: legalResources.en.backToLogin })).toBeInTheDocument();
    expect(screen.getAllByText(legalResources.en.lastUpdated, { exact: false })[0]).toHaveTextContent('2026');
  });
});

describe('TermsAndConditionsPage', () => {
  it('adds the language dropdown to the same documents', async () => {
    renderIn('pt', <TermsAndConditionsPage />);
    expect(await screen.findByTestId('language-select')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: termsOfUse.pt.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: privacyPolicy.pt.title })).toBeInTheDocument();
  });
});

describe('TermsOfUsePage', () => {
  it('shows both documents without a main landmark of its own (the layout has it)', () => {
    renderIn('en', <TermsOfUsePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: privacyPolicy.en.title })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});

describe('AboutUsPage', () => {
  it('shows the about text with one h1 and an h2 per section', () => {
    renderIn('pt', <AboutUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: aboutUs.pt.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(aboutUs.pt.sections.length);
    expect(screen.getByRole('article', { name: aboutUs.pt.title })).toBeInTheDocument();
  });
});
