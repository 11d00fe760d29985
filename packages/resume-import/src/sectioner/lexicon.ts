/** Words that tell a job title from an employer, and a degree from a school, across trades and languages. */

const words = (list: string) => list.trim().split(/\s+/);
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Head nouns and ranks of job titles: care, trades, logistics, teaching, finance, engineering, office, service. */
const TITLE = new Set(
  words(`
  manager management director head chief lead leader supervisor superintendent foreman forewoman foreperson
  coordinator officer administrator executive president vp vice associate assistant specialist analyst consultant
  advisor adviser engineer developer programmer architect designer scientist researcher technician technologist
  nurse rn lpn lvn cna np aprn midwife paramedic emt physician doctor surgeon pharmacist therapist physiotherapist
  dietitian caregiver carer aide attendant practitioner clinician counselor counsellor psychologist social worker
  teacher educator instructor tutor lecturer professor principal headteacher dean teaching faculty para paraeducator
  accountant bookkeeper auditor controller comptroller cfo ceo cto coo cpa acca treasurer cashier clerk teller
  electrician apprentice journeyman journeyperson plumber carpenter welder mechanic fitter installer inspector
  operator driver handler picker packer loader warehouse forklift dispatcher planner scheduler buyer estimator
  surveyor agent representative rep receptionist secretary administrative intern internship trainee volunteer fellow
  owner founder cofounder partner editor writer author chef cook server bartender barista housekeeper cleaner
  janitor custodian guard steward crew member staff worker labourer laborer sales salesperson merchandiser stocker
  associate senior junior sr jr principal staff charge registered licensed certified chartered consultant contractor
  freelancer self-employed postdoc student graduate lineman linesman machinist millwright hvac
  ingenieur ingenieure infirmier infirmiere enseignant enseignante professeur professeure institutrice instituteur
  directeur directrice responsable chef comptable technicien technicienne electricien stagiaire alternant
  pharmacien pharmacienne adjoint adjointe interne sage-femme aide-soignant aide-soignante
  developpeur developpeuse conseiller conseillere assistante gestionnaire chargee charge cadre magasinier cariste
  krankenpfleger krankenschwester pflegefachkraft pflegefachfrau pflegefachmann gesundheits lehrer lehrerin leiter
  leiterin entwickler entwicklerin buchhalter buchhalterin elektriker elektronikerin elektroniker techniker
  technikerin berater beraterin ingenieurin sachbearbeiter sachbearbeiterin referent referentin werkstudent
  werkstudentin apotheker apothekerin praktikant praktikantin geschaftsfuhrer meister lagerist fachkraft mitarbeiter mitarbeiterin
  ingeniero ingeniera enfermero enfermera profesor profesora maestro maestra gerente jefe jefa contador contadora
  contable electricista tecnico tecnica desarrollador desarrolladora analista asistente coordinador coordinadora
  farmaceutico farmaceutica supervisora encargado encargada auxiliar becario becaria director directora practicante
  engenheiro engenheira enfermeiro professora gerente contabilista desenvolvedor estagiario
  ingegnere infermiere infermiera insegnante docente responsabile tecnico sviluppatore contabile elettricista
  verpleegkundige docent leraar lerares ingenieur monteur medewerker beheerder
`),
);

/** Words that name an organisation: legal forms, kinds of employer, public bodies. */
const COMPANY = new Set(
  words(`
  inc incorporated llc llp ltd limited plc corp corporation co company companies group holdings gmbh ag kg sa sas
  sarl sl srl spa bv nv oy ab as pty pvt lp
  hospital hospitals clinic clinics health healthcare medical centre center nhs trust care home homes hospice pharmacy
  school schools academy college university universities institute institution district board council county city
  department ministry government agency authority service services foundation association society church charity
  bank financial finance insurance capital partners associates consulting solutions systems technologies technology
  tech software labs laboratories industries industrial manufacturing logistics distribution warehouse warehousing
  transport freight shipping supply retail stores store market markets restaurant restaurants hotel hotels
  construction contractors contracting electric electrical builders engineering energy power utilities motors
  airlines airport army navy air force military police fire
  amazon walmart tesco target costco ups fedex dhl kpmg deloitte pwc ey accenture ibm google microsoft
  pharmacie apotheke farmacia hopital clinique lycee ecole college universite mairie entreprise societe groupe cabinet
  krankenhaus klinikum klinik schule gymnasium grundschule realschule universitat hochschule stadtwerke stadt verwaltung amt landesamt bundesamt ministerium behorde
  colegio escuela universidad instituto ayuntamiento empresa hospitalario clinica grupo
  escola universidade empresa prefeitura ospedale scuola universita azienda comune
  ziekenhuis school hogeschool universiteit gemeente
`),
);

const EMPLOYMENT_TYPES =
  /^(?:full[- ]?time|part[- ]?time|contract(?:or)?|permanent|temporary|temp|seasonal|internship|freelance|self[- ]employed|casual|per diem|prn|locum|cdi|cdd|interim|int[ée]rim|vollzeit|teilzeit|befristet|tiempo completo|media jornada|jornada completa|tempo integral)$/i;

const tokens = (text: string) =>
  fold(text)
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);

export function titleScore(text: string): number {
  return tokens(text).filter((token) => TITLE.has(token)).length;
}

export function companyScore(text: string): number {
  // A legal form written with dots ("S.L.", "B.V.", "S.p.A.") is the same word as without them.
  const undotted = text.replace(/(?<!\p{L})(?:\p{L}\.){2,}/gu, (initials) => initials.replace(/\./g, ''));
  const found = tokens(undotted).filter((token) => COMPANY.has(token)).length;
  // Initials in capitals ("NHS", "IBM", "UPS") name organisations far more often than job titles.
  const acronym =
    /^[A-Z&]{2,6}$/.test(text.trim()) && !/^(?:RN|LPN|LVN|CNA|NP|VP|CEO|CFO|CTO|COO|CPA|EMT|HR)$/.test(text.trim());
  return found + (acronym ? 1 : 0);
}

export const isEmploymentType = (text: string) => EMPLOYMENT_TYPES.test(text.trim());

/** Words that open or name a degree or school-leaving qualification, written out (any case). */
const DEGREE_WORDS =
  /\b(?:bachelors?|masters?|doctorate|doctor of|associates? (?:of|degree|in)|diploma|dipl|degree|certificate in|high school|ged|a[- ]levels?|apprenticeship|city (?:and|&) guilds|licence|licenciatura|licenciad[oa]|grado|graduad[oa]|maestria|doctorado|tecnico superior|bachillerato|maitrise|doctorat|baccalaureat|diplome|ingenieur|diplom|abitur|fachabitur|ausbildung|meister|magister|staatsexamen|laurea|mestrado|bacharelado|doutorado|propedeuse|postgraduate|post-graduate)\b/i;

/** Degrees by their initials: only in capitals, so "as", "ma" or "but" in a sentence are not read as degrees. */
const DEGREE_INITIALS =
  /(?<![\p{L}])(?:B\.?A|B\.?S|B\.?Sc|M\.?Sc|M\.?S|M\.?A|B\.?Ed|M\.?Ed|B\.?Eng|M\.?Eng|B\.?Com|BBA|BSN|MSN|DNP|ADN|ASN|AAS|A\.?A|A\.?S|MD|Ph\.?D|MBA|MPH|LLB|LLM|JD|HND|HNC|NVQ|BTEC|GCSEs?|GED|BTS|DUT|BUT|CAP|BEP|DEUG|DESS|DEA|HBO|MBO|PGCE|PGDE|PGDip|PGCert|PGD|QTS|MPhil|DPhil|BPharm|MPharm|PharmD|BDS|MBBS|BVSc|BArch|MArch|LPN|BSc|MSc|BEng|MEng|BEd|MEd)\.?(?![\p{L}])/u;

const INSTITUTION =
  /\b(?:university|universities|college|school|academy|institute|institut|polytechnic|conservatory|seminary|universite|universitat|universität|hochschule|fachhochschule|gymnasium|gesamtschule|realschule|berufsschule|ecole|école|lycee|lycée|iut|insa|universidad|universidade|universita|università|politecnico|escuela|escola|colegio|instituto|liceo|hogeschool|universiteit|universitet|hogskola|högskola|hogskole|høgskole|uniwersytet|politechnika|yliopisto|egyetem|univerzita|universitesi|üniversitesi|campus|tafe|community college|coleg|prifysgol|ysgol)\b/i;

export const hasDegreeWord = (text: string) => DEGREE_WORDS.test(fold(text)) || DEGREE_INITIALS.test(text);
export const hasInstitutionWord = (text: string) => INSTITUTION.test(fold(text)) || INSTITUTION.test(text);
