import type { Messages } from "../en";

export const legal: Messages["legal"] = {
  termsTitle: "Telerau ac amodau",
  privacyTitle: "Hysbysiad preifatrwydd",
  termsLinkText: "telerau ac amodau",
  privacyLinkText: "hysbysiad preifatrwydd",
  signUpAgreement: "Rydych hefyd yn cytuno i'n {terms} ac yn cadarnhau eich bod wedi darllen ein {privacy}.",
  registrationAgreement: "Darllenwch ein {terms} a'n {privacy} cyn i chi gofrestru.",
  legalLinks: "Telerau a phreifatrwydd",

  termsIntro:
    "Mae'r telerau hyn yn berthnasol i bawb sy'n defnyddio'r wefan hon: cyfranogwyr ar y cwrs, hyfforddwyr, arweinwyr lleol a gweinyddwyr. Drwy greu cyfrif neu gofrestru ar gyfer sesiwn rydych yn cytuno iddynt, felly darllenwch nhw yn gyntaf.",
  termsWhoHeading: "Pwy sy'n rhedeg y rhaglen",
  termsWho:
    "Mae'r wefan hon yn perthyn i raglen hyfforddi ranbarthol i'r gweithlu sy'n cynnal cwrs llesiant meddyliol, fel cwrs safonol a chwrs pobl ifanc, i bobl sy'n gweithio yn awdurdodau lleol y rhanbarth a gyda nhw. Tîm y rhaglen sy'n rhedeg y wefan; hyfforddwyr ac arweinwyr lleol hyfforddedig sy'n cyflwyno'r sesiynau.",
  termsFundingHeading: "Sesiynau am ddim, wedi'u hariannu gan gyrff cyhoeddus",
  termsFunding:
    "Mae'r sesiynau am ddim oherwydd bod cyrff cyhoeddus yn eu hariannu, ac mae angen i'n cyllidwyr wybod bod y cwrs yn gweithio. Mae gwerthuso'n orfodol i bob cyfranogwr: caiff y cwrs ei ariannu, caiff ymatebion dienw eu dadansoddi a'u hadrodd i gyllidwyr, a chaiff y data ei ddefnyddio ar gyfer ymchwil ar ffurf ddienw.",
  termsAccountHeading: "Eich cyfrif",
  termsAccount:
    "Rhowch eich enw go iawn a chyfeiriad e-bost rydych yn ei ddarllen, a chadwch eich cyfrinair i chi'ch hun. Mae un cyfrif ar gyfer un person. Rhowch wybod i ni ar unwaith os ydych yn credu bod rhywun arall wedi defnyddio'ch cyfrif.",
  termsSessionsHeading: "Cofrestru a mynychu",
  termsSessions:
    "Cofrestrwch ar gyfer pob modiwl ar wahân, a mynychwch y modiwlau yn eu trefn, gan ddechrau gyda Modiwl 1. Dim ond os oes o leiaf chwe chyfranogwr y caiff sesiwn ei chynnal. Os na allwch ddod, rhowch wybod i'ch hyfforddwr cyn gynted ag y gallwch, fel y gall rhywun arall gael eich lle. Os yw sesiwn yn llawn, cysylltwch â'r hyfforddwr i ymuno â rhestr aros y sesiwn.",
  termsEvaluationsHeading: "Gwerthusiadau",
  termsEvaluations:
    "Pan fyddwch yn cofrestru rydych yn cytuno i gwblhau gwerthusiadau eich cwrs: un cyn y cwrs (mae'n cymryd tua 2 funud), un ar ôl pob sesiwn, a gwerthusiadau dilyniant rai misoedd wedyn. Mae eich atebion yn ddienw; mae'r hysbysiad preifatrwydd yn esbonio beth sy'n digwydd iddynt.",
  termsCertificatesHeading: "Tystysgrifau a deunyddiau'r cwrs",
  termsCertificates:
    "Ar ôl i chi fynychu modiwl a chwblhau ei werthusiad ar ôl y sesiwn, gallwch lawrlwytho tystysgrif ar ei gyfer. Mae'r llyfrau gwaith, y canllawiau a deunyddiau eraill y cwrs ar gyfer eich dysgu chi eich hun: peidiwch â'u gwerthu na'u rhannu y tu allan i'r cwrs.",
  termsConductHeading: "Defnyddio'r wefan yn deg",
  termsConduct:
    "Peidiwch â cheisio cyrraedd cyfrifon neu wybodaeth nad ydynt yn perthyn i chi, amharu ar y wefan, na'i defnyddio i anfon negeseuon e-bost nad oes neb wedi gofyn amdanynt. Dim ond pobl sydd am gymryd rhan y mae hyfforddwyr ac arweinwyr lleol yn eu gwahodd, a dim ond i gynnal eu sesiynau y maent yn defnyddio manylion cyfranogwyr. Gallwn gau cyfrif sy'n torri'r telerau hyn.",
  termsChangesHeading: "Newidiadau, a dod â'ch cyfrif i ben",
  termsChanges:
    "Gallwn newid y telerau hyn pan fydd y rhaglen yn newid; y fersiwn ar y dudalen hon yw'r un sy'n berthnasol. Gallwch roi'r gorau i ddefnyddio'r wefan a dileu eich cyfrif unrhyw bryd, ar Fy nghyfrif.",
  termsLawHeading: "Cyfraith ac iaith",
  termsLaw:
    "Mae'r telerau hyn yn cael eu llywodraethu gan gyfraith Cymru a Lloegr. Maent wedi'u cyhoeddi yn Gymraeg ac yn Saesneg, ac mae gan y ddwy fersiwn statws cyfartal.",

  privacyIntro:
    "Mae'r hysbysiad hwn yn esbonio pa ddata personol y mae'r wefan hon yn ei gadw amdanoch, pam, pwy sy'n ei weld, a beth yw eich hawliau. Mae'n berthnasol i gyfranogwyr ar y cwrs ac i staff: hyfforddwyr, arweinwyr lleol a gweinyddwyr.",
  privacyWhoHeading: "Pwy sy'n gyfrifol am eich data",
  privacyWho:
    "Tîm y rhaglen, sy'n rhedeg y wefan hon i'r rhaglen hyfforddi ranbarthol i'r gweithlu, sy'n gyfrifol am eich data personol (y rheolydd data). Mae hyfforddwyr ac arweinwyr lleol yn ei ddefnyddio ar ran y rhaglen, i gyflwyno eu sesiynau.",
  privacyDataHeading: "Beth rydym yn ei gadw",
  privacyDataAccount: "Eich enw a'ch cyfeiriad e-bost, a'r iaith rydych am i ni ysgrifennu atoch ynddi.",
  privacyDataPassword: "Eich cyfrinair, wedi'i gadw yn unig mewn ffurf na ellir ei throi'n ôl yn gyfrinair.",
  privacyDataSessions:
    "Y sesiynau rydych yn cofrestru ar eu cyfer, a fuoch yn bresennol, unrhyw neges rydych yn ei hanfon at yr hyfforddwr wrth gofrestru (anghenion arbennig, er enghraifft), a'r negeseuon e-bost rydym yn eu hanfon atoch.",
  privacyDataEvaluations: "Eich atebion i'r gwerthusiadau.",
  privacyDataStaff:
    "Ar gyfer hyfforddwyr, arweinwyr lleol a gweinyddwyr hefyd: eich sefydliad, yr awdurdodau lleol rydych yn cyflwyno ynddynt a'r sesiynau rydych yn eu cynnal.",
  privacyWhyHeading: "Pam rydym yn ei gadw",
  privacyWhy:
    "I redeg eich cyfrif a'ch cofrestriadau; i anfon atoch y negeseuon e-bost am eich sesiynau (gwahoddiadau, cadarnhadau, nodiadau atgoffa, dolenni gwerthuso a dolenni cyfrinair); i roi eich tystysgrifau i chi; ac i werthuso'r cwrs ar gyfer y cyrff cyhoeddus sy'n ei ariannu.",
  privacyBasisHeading: "Ein sail gyfreithlon",
  privacyBasis:
    "Rydym yn defnyddio eich data i gyflawni tasg er budd y cyhoedd: cyflwyno a gwerthuso rhaglen hyfforddi a ariennir yn gyhoeddus (GDPR y DU, Erthygl 6(1)(e)). Pan fo ateb i werthusiad yn dweud rhywbeth am eich iechyd neu'ch llesiant, rydym yn ei ddefnyddio ar gyfer ystadegau ac ymchwil er budd y cyhoedd yn unig, ar ffurf ddienw a chyda mesurau diogelu Erthygl 89.",
  privacyResearchHeading: "Eich atebion i'r gwerthusiadau: yn ddienw, wedi'u hadrodd i gyllidwyr, wedi'u defnyddio ar gyfer ymchwil",
  privacyResearch:
    "Mae gwerthuso'n orfodol i bob cyfranogwr: caiff y cwrs ei ariannu, caiff ymatebion dienw eu dadansoddi a'u hadrodd i gyllidwyr, a chaiff y data ei ddefnyddio ar gyfer ymchwil ar ffurf ddienw.",
  privacyAnonymisation:
    "Ni chaiff eich atebion byth eu dangos na'u hadrodd gyda'ch enw na'ch cyfeiriad e-bost: mae hyfforddwyr yn gweld atebion eu sesiynau heb enwau, caiff canlyniadau eu hadrodd ar gyfer grwpiau, byth ar gyfer un person, ac nid oes dim a roddir i gyllidwyr nac ymchwilwyr yn eich enwi nac yn gallu eich adnabod. Ar ddechrau pob gwerthusiad rydym yn gofyn a ydych yn cytuno i'r defnydd ymchwil, ac rydym yn cofnodi eich ateb.",
  privacySharingHeading: "Gyda phwy rydym yn ei rannu",
  privacySharing:
    "Dim ond canlyniadau dienw y mae cyllidwyr yn eu cael, a dim ond atebion dienw y mae ymchwilwyr sy'n gwerthuso'r cwrs yn eu cael: byth eich enw na'ch cyfeiriad e-bost. Mae eich hyfforddwr a'i arweinydd lleol yn gweld enwau a chyfeiriadau e-bost y bobl sydd wedi cofrestru ar gyfer eu sesiynau. Mae'r cwmnïau sy'n cynnal y wefan hon ac yn anfon ei negeseuon e-bost yn trin data ar ein rhan dan gontract, a hynny dim ond i'w rhedeg. Nid ydym byth yn gwerthu eich data nac yn ei ddefnyddio ar gyfer marchnata.",
  privacyRetentionHeading: "Am faint rydym yn ei gadw",
  privacyRetention:
    "Rydym yn cadw eich cyfrif a'ch cofrestriadau cyhyd ag y bydd gennych gyfrif, fel y gallwch weld eich cwrs a lawrlwytho eich tystysgrifau. Pan fyddwch yn dileu eich cyfrif, caiff eich enw a'ch cyfeiriad e-bost eu dileu: mae manylion pob person wedi'u cloi ag allwedd sy'n unigryw i'r person hwnnw, ac mae dileu'r cyfrif yn dinistrio'r allwedd, felly ni ellir darllen y manylion yn unman mwyach, yn ein cofnodion nac yn eu copïau wrth gefn. Caiff atebion dienw i'r gwerthusiadau eu cadw, gan nad ydynt yn eich adnabod mwyach a'u bod yn rhan o ganlyniadau ac ymchwil y rhaglen.",
  privacyRightsHeading: "Eich hawliau",
  privacyRights:
    "Mae gennych hawl i weld y data personol rydym yn ei gadw amdanoch (mynediad), i'w gael wedi'i gywiro ac i'w gael wedi'i ddileu. Gallwch gywiro eich enw a'ch cyfeiriad e-bost eich hun ar Fy nghyfrif, a dileu eich cyfrif yno gyda 'Dileu'r cyfrif'. Gallwch hefyd wrthwynebu'r ffordd rydym yn defnyddio eich data, neu ofyn i ni gyfyngu arni. I gael copi o'ch data, neu ar gyfer unrhyw gais arall, cysylltwch â ni: rydym yn ateb o fewn mis.",
  privacyComplaint:
    "Os ydych yn anhapus â'r ffordd rydym wedi defnyddio eich data, gallwch gwyno i Swyddfa'r Comisiynydd Gwybodaeth (ico.org.uk).",
  privacyLanguageHeading: "Yr iaith rydym yn ysgrifennu atoch ynddi",
  privacyLanguage:
    "Pan fyddwch yn creu cyfrif rydym yn gofyn a ydych am i ni ysgrifennu atoch yn Gymraeg neu yn Saesneg. Rydym yn cadw eich ateb ar eich cyfrif ac yn anfon pob neges e-bost yn yr iaith honno; gallwch ei newid ar Fy nghyfrif unrhyw bryd. Bydd rhywun rydym yn ysgrifennu ato heb gyfrif yn cael y ddwy iaith, gyda'r Gymraeg yn gyntaf.",
  privacyCookiesHeading: "Cwcis",
  privacyCookies:
    "Dim ond y cwcis sydd eu hangen arni i weithio y mae'r wefan yn eu defnyddio: i'ch cadw wedi mewngofnodi, i ddangos eich newidiadau eich hun i chi ar unwaith, ac i gofio'r iaith a ddewisoch ar y sgrin. Nid yw'n defnyddio cwcis hysbysebu nac olrhain.",

  contactHeading: "Cysylltu â ni",
  contact:
    "Am unrhyw gwestiwn am y telerau hyn neu'r hysbysiad hwn, neu i arfer eich hawliau, ysgrifennwch at {email}. Rydym yn ateb yn Gymraeg neu yn Saesneg, fel y dymunwch.",
};
