/** "Trusted by" strip: company word marks looping linearly over 20 s, repeated three times. */

/** Styled word marks rather than copied logo files. */
const companies = [
  { name: 'Acme Corp', style: 'font-black tracking-tight' },
  { name: 'Globex', style: 'font-serif italic font-bold' },
  { name: 'Initech', style: 'font-mono font-bold uppercase' },
  { name: 'Hooli', style: 'font-extrabold lowercase tracking-wide' },
  { name: 'Umbrella', style: 'font-bold uppercase tracking-[0.2em]' },
  { name: 'Stark Industries', style: 'font-semibold' },
  { name: 'Wayne Enterprises', style: 'font-serif font-semibold' },
  { name: 'Wonka', style: 'font-black italic' },
];

export function LogoMarquee() {
  const repeated = [0, 1, 2].flatMap((copy) =>
    companies.map((company) => ({ ...company, key: `${copy}-${company.name}`, copy })),
  );
  return (
    <section aria-labelledby="trusted-by" className="border-y border-slate-200 bg-white py-8">
      <h2 id="trusted-by" className="text-center text-sm font-semibold text-slate-600">
        Trusted by 200+ companies, including:
      </h2>
      <div className="relative mt-6 overflow-hidden">
        <ul className="marquee-track flex w-max items-center" data-testid="marquee">
          {repeated.map((company) => (
            <li
              key={company.key}
              aria-hidden={company.copy > 0}
              className={`h-8 pr-12 text-xl whitespace-nowrap text-slate-500 ${company.style}`}
            >
              {company.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
