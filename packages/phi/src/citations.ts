/**
 * Citations are not identifiers (issue 23): a web address that points at literature, a guideline or a trial
 * registry names a publication, not a patient. Hosts here (and their subdomains) are never flagged as `url`;
 * any other host (a patient portal, a social profile, a photo album, a fundraiser) still is. The API can add
 * hosts from its configuration through `extraHosts`.
 */
export const REFERENCE_HOSTS: readonly string[] = [
  // Identifiers of publications and trial registries.
  'doi.org',
  'pubmed.ncbi.nlm.nih.gov',
  'ncbi.nlm.nih.gov',
  'nlm.nih.gov',
  'europepmc.org',
  'clinicaltrials.gov',
  'isrctn.com',
  'who.int',
  // Journals and publishers.
  'nejm.org',
  'jamanetwork.com',
  'thelancet.com',
  'bmj.com',
  'ahajournals.org',
  'acpjournals.org',
  'annals.org',
  'ascopubs.org',
  'atsjournals.org',
  'diabetesjournals.org',
  'ashpublications.org',
  'jacc.org',
  'onlinejacc.org',
  'neurology.org',
  'psychiatryonline.org',
  'gastrojournal.org',
  'journal.chestnet.org',
  'ersjournals.com',
  'jaad.org',
  'nature.com',
  'science.org',
  'cell.com',
  'sciencedirect.com',
  'springer.com',
  'wiley.com',
  'oup.com',
  'tandfonline.com',
  'sagepub.com',
  'lww.com',
  'plos.org',
  'frontiersin.org',
  'mdpi.com',
  'biomedcentral.com',
  'karger.com',
  'thieme-connect.com',
  'cochranelibrary.com',
  'cochrane.org',
  'medrxiv.org',
  'biorxiv.org',
  'arxiv.org',
  // Guidelines, societies, agencies and clinical references.
  'acc.org',
  'heart.org',
  'escardio.org',
  'uptodate.com',
  'dynamed.com',
  'medscape.com',
  'merckmanuals.com',
  'cdc.gov',
  'nih.gov',
  'fda.gov',
  'cms.gov',
  'ahrq.gov',
  'hhs.gov',
  'medlineplus.gov',
  'uspreventiveservicestaskforce.org',
  'nice.org.uk',
  'sign.ac.uk',
  'nccn.org',
  'acog.org',
  'aap.org',
  'aafp.org',
  'acponline.org',
  'idsociety.org',
  'kdigo.org',
  'goldcopd.org',
  'ginasthma.org',
  'thoracic.org',
  'chestnet.org',
  'asco.org',
  'asahq.org',
  'aan.com',
  'psychiatry.org',
  'rheumatology.org',
  'eular.org',
  'gastro.org',
  'aasld.org',
  'acr.org',
  'aao.org',
  'aad.org',
  'auanet.org',
  'facs.org',
  'diabetes.org',
  'endocrine.org',
  'hrsonline.org',
  'ashp.org',
];

/** A DOI ("10.1056/NEJMoa2034577"): inside a web address it makes the address a citation whatever its host. */
const DOI = /\b10\.\d{4,9}\//;

/** The host of a web address written with or without its scheme, lowercased, without "www." or a port. */
function hostOf(url: string): string {
  const rest = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  let end = 0;
  while (end < rest.length && !'/?#:'.includes(rest[end])) end++;
  return rest
    .slice(0, end)
    .toLowerCase()
    .replace(/^www\./, '');
}

/** Whether a web address cites literature, a guideline or a trial (a reference host or a DOI in its path). */
export function isReferenceUrl(url: string, extraHosts: readonly string[] = []): boolean {
  const host = hostOf(url);
  const listed = (h: string) => {
    const ref = h.toLowerCase().replace(/^www\./, '');
    return host === ref || host.endsWith(`.${ref}`);
  };
  return REFERENCE_HOSTS.some(listed) || extraHosts.some(listed) || DOI.test(url);
}
