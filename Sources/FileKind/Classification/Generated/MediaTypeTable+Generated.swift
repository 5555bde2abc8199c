// GENERATED FILE, do not edit.
// 907 media types and 302 aliases (types, globs2, aliases, subclasses, Scripts/kind-policy.tsv) from freedesktop shared-mime-info 2.2 (/usr/share/mime).
// Regenerate with: python3 Scripts/generate-tables.py
// swift-format-ignore-file
// Policy: Scripts/kind-policy.tsv (kinds, families, put.io's extensions, each with its reason).

extension KnownType {
  /// `application/andrew-inset`
  @inlinable static var applicationAndrewInset: KnownType { KnownType(row: 0) }
  /// `application/annodex`
  @inlinable static var applicationAnnodex: KnownType { KnownType(row: 1) }
  /// `application/appx`
  @inlinable static var applicationAppx: KnownType { KnownType(row: 2) }
  /// `application/atom+xml`
  @inlinable static var applicationAtomXml: KnownType { KnownType(row: 3) }
  /// `application/dicom`
  @inlinable static var applicationDicom: KnownType { KnownType(row: 4) }
  /// `application/ecmascript`
  @inlinable static var applicationEcmascript: KnownType { KnownType(row: 5) }
  /// `application/epub+zip`
  @inlinable static var applicationEpubZip: KnownType { KnownType(row: 6) }
  /// `application/fits`
  @inlinable static var applicationFits: KnownType { KnownType(row: 7) }
  /// `application/geo+json`
  @inlinable static var applicationGeoJson: KnownType { KnownType(row: 8) }
  /// `application/gml+xml`
  @inlinable static var applicationGmlXml: KnownType { KnownType(row: 9) }
  /// `application/gnunet-directory`
  @inlinable static var applicationGnunetDirectory: KnownType { KnownType(row: 10) }
  /// `application/gpx+xml`
  @inlinable static var applicationGpxXml: KnownType { KnownType(row: 11) }
  /// `application/gzip`
  @inlinable static var applicationGzip: KnownType { KnownType(row: 12) }
  /// `application/illustrator`
  @inlinable static var applicationIllustrator: KnownType { KnownType(row: 13) }
  /// `application/javascript`
  @inlinable static var applicationJavascript: KnownType { KnownType(row: 14) }
  /// `application/jrd+json`
  @inlinable static var applicationJrdJson: KnownType { KnownType(row: 15) }
  /// `application/json`
  @inlinable static var applicationJson: KnownType { KnownType(row: 16) }
  /// `application/json-patch+json`
  @inlinable static var applicationJsonPatchJson: KnownType { KnownType(row: 17) }
  /// `application/ld+json`
  @inlinable static var applicationLdJson: KnownType { KnownType(row: 18) }
  /// `application/mac-binhex40`
  @inlinable static var applicationMacBinhex40: KnownType { KnownType(row: 19) }
  /// `application/mathematica`
  @inlinable static var applicationMathematica: KnownType { KnownType(row: 20) }
  /// `application/mathml+xml`
  @inlinable static var applicationMathmlXml: KnownType { KnownType(row: 21) }
  /// `application/mbox`
  @inlinable static var applicationMbox: KnownType { KnownType(row: 22) }
  /// `application/metalink+xml`
  @inlinable static var applicationMetalinkXml: KnownType { KnownType(row: 23) }
  /// `application/metalink4+xml`
  @inlinable static var applicationMetalink4Xml: KnownType { KnownType(row: 24) }
  /// `application/msix`
  @inlinable static var applicationMsix: KnownType { KnownType(row: 25) }
  /// `application/msword`
  @inlinable static var applicationMsword: KnownType { KnownType(row: 26) }
  /// `application/msword-template`
  @inlinable static var applicationMswordTemplate: KnownType { KnownType(row: 27) }
  /// `application/mxf`
  @inlinable static var applicationMxf: KnownType { KnownType(row: 28) }
  /// `application/octet-stream`
  @inlinable static var applicationOctetStream: KnownType { KnownType(row: 29) }
  /// `application/oda`
  @inlinable static var applicationOda: KnownType { KnownType(row: 30) }
  /// `application/ogg`
  @inlinable static var applicationOgg: KnownType { KnownType(row: 31) }
  /// `application/ovf`
  @inlinable static var applicationOvf: KnownType { KnownType(row: 32) }
  /// `application/owl+xml`
  @inlinable static var applicationOwlXml: KnownType { KnownType(row: 33) }
  /// `application/oxps`
  @inlinable static var applicationOxps: KnownType { KnownType(row: 34) }
  /// `application/pdf`
  @inlinable static var applicationPdf: KnownType { KnownType(row: 35) }
  /// `application/pgp-encrypted`
  @inlinable static var applicationPgpEncrypted: KnownType { KnownType(row: 36) }
  /// `application/pgp-keys`
  @inlinable static var applicationPgpKeys: KnownType { KnownType(row: 37) }
  /// `application/pgp-signature`
  @inlinable static var applicationPgpSignature: KnownType { KnownType(row: 38) }
  /// `application/pkcs10`
  @inlinable static var applicationPkcs10: KnownType { KnownType(row: 39) }
  /// `application/pkcs12`
  @inlinable static var applicationPkcs12: KnownType { KnownType(row: 40) }
  /// `application/pkcs7-mime`
  @inlinable static var applicationPkcs7Mime: KnownType { KnownType(row: 41) }
  /// `application/pkcs7-signature`
  @inlinable static var applicationPkcs7Signature: KnownType { KnownType(row: 42) }
  /// `application/pkcs8`
  @inlinable static var applicationPkcs8: KnownType { KnownType(row: 43) }
  /// `application/pkcs8-encrypted`
  @inlinable static var applicationPkcs8Encrypted: KnownType { KnownType(row: 44) }
  /// `application/pkix-cert`
  @inlinable static var applicationPkixCert: KnownType { KnownType(row: 45) }
  /// `application/pkix-crl`
  @inlinable static var applicationPkixCrl: KnownType { KnownType(row: 46) }
  /// `application/pkix-pkipath`
  @inlinable static var applicationPkixPkipath: KnownType { KnownType(row: 47) }
  /// `application/postscript`
  @inlinable static var applicationPostscript: KnownType { KnownType(row: 48) }
  /// `application/prs.plucker`
  @inlinable static var applicationPrsPlucker: KnownType { KnownType(row: 49) }
  /// `application/ram`
  @inlinable static var applicationRam: KnownType { KnownType(row: 50) }
  /// `application/raml+yaml`
  @inlinable static var applicationRamlYaml: KnownType { KnownType(row: 51) }
  /// `application/rdf+xml`
  @inlinable static var applicationRdfXml: KnownType { KnownType(row: 52) }
  /// `application/relax-ng-compact-syntax`
  @inlinable static var applicationRelaxNgCompactSyntax: KnownType { KnownType(row: 53) }
  /// `application/rss+xml`
  @inlinable static var applicationRssXml: KnownType { KnownType(row: 54) }
  /// `application/rtf`
  @inlinable static var applicationRtf: KnownType { KnownType(row: 55) }
  /// `application/schema+json`
  @inlinable static var applicationSchemaJson: KnownType { KnownType(row: 56) }
  /// `application/sdp`
  @inlinable static var applicationSdp: KnownType { KnownType(row: 57) }
  /// `application/sieve`
  @inlinable static var applicationSieve: KnownType { KnownType(row: 58) }
  /// `application/smil+xml`
  @inlinable static var applicationSmilXml: KnownType { KnownType(row: 59) }
  /// `application/sparql-query`
  @inlinable static var applicationSparqlQuery: KnownType { KnownType(row: 60) }
  /// `application/sparql-results+xml`
  @inlinable static var applicationSparqlResultsXml: KnownType { KnownType(row: 61) }
  /// `application/sql`
  @inlinable static var applicationSql: KnownType { KnownType(row: 62) }
  /// `application/toml`
  @inlinable static var applicationToml: KnownType { KnownType(row: 63) }
  /// `application/trig`
  @inlinable static var applicationTrig: KnownType { KnownType(row: 64) }
  /// `application/vnd.adobe.flash.movie`
  @inlinable static var applicationVndAdobeFlashMovie: KnownType { KnownType(row: 65) }
  /// `application/vnd.amazon.ebook`
  @inlinable static var applicationVndAmazonEbook: KnownType { KnownType(row: 66) }
  /// `application/vnd.amazon.mobi8-ebook`
  @inlinable static var applicationVndAmazonMobi8Ebook: KnownType { KnownType(row: 67) }
  /// `application/vnd.android.package-archive`
  @inlinable static var applicationVndAndroidPackageArchive: KnownType { KnownType(row: 68) }
  /// `application/vnd.appimage`
  @inlinable static var applicationVndAppimage: KnownType { KnownType(row: 69) }
  /// `application/vnd.apple.keynote`
  @inlinable static var applicationVndAppleKeynote: KnownType { KnownType(row: 70) }
  /// `application/vnd.apple.mpegurl`
  @inlinable static var applicationVndAppleMpegurl: KnownType { KnownType(row: 71) }
  /// `application/vnd.apple.numbers`
  @inlinable static var applicationVndAppleNumbers: KnownType { KnownType(row: 72) }
  /// `application/vnd.apple.pages`
  @inlinable static var applicationVndApplePages: KnownType { KnownType(row: 73) }
  /// `application/vnd.apple.pkpass`
  @inlinable static var applicationVndApplePkpass: KnownType { KnownType(row: 74) }
  /// `application/vnd.chess-pgn`
  @inlinable static var applicationVndChessPgn: KnownType { KnownType(row: 75) }
  /// `application/vnd.coffeescript`
  @inlinable static var applicationVndCoffeescript: KnownType { KnownType(row: 76) }
  /// `application/vnd.comicbook+zip`
  @inlinable static var applicationVndComicbookZip: KnownType { KnownType(row: 77) }
  /// `application/vnd.comicbook-rar`
  @inlinable static var applicationVndComicbookRar: KnownType { KnownType(row: 78) }
  /// `application/vnd.corel-draw`
  @inlinable static var applicationVndCorelDraw: KnownType { KnownType(row: 79) }
  /// `application/vnd.debian.binary-package`
  @inlinable static var applicationVndDebianBinaryPackage: KnownType { KnownType(row: 80) }
  /// `application/vnd.emusic-emusic_package`
  @inlinable static var applicationVndEmusicEmusicPackage: KnownType { KnownType(row: 81) }
  /// `application/vnd.flatpak`
  @inlinable static var applicationVndFlatpak: KnownType { KnownType(row: 82) }
  /// `application/vnd.flatpak.ref`
  @inlinable static var applicationVndFlatpakRef: KnownType { KnownType(row: 83) }
  /// `application/vnd.flatpak.repo`
  @inlinable static var applicationVndFlatpakRepo: KnownType { KnownType(row: 84) }
  /// `application/vnd.framemaker`
  @inlinable static var applicationVndFramemaker: KnownType { KnownType(row: 85) }
  /// `application/vnd.google-earth.kml+xml`
  @inlinable static var applicationVndGoogleEarthKmlXml: KnownType { KnownType(row: 86) }
  /// `application/vnd.google-earth.kmz`
  @inlinable static var applicationVndGoogleEarthKmz: KnownType { KnownType(row: 87) }
  /// `application/vnd.hp-hpgl`
  @inlinable static var applicationVndHpHpgl: KnownType { KnownType(row: 88) }
  /// `application/vnd.hp-pcl`
  @inlinable static var applicationVndHpPcl: KnownType { KnownType(row: 89) }
  /// `application/vnd.iccprofile`
  @inlinable static var applicationVndIccprofile: KnownType { KnownType(row: 90) }
  /// `application/vnd.lotus-1-2-3`
  @inlinable static var applicationVndLotus123: KnownType { KnownType(row: 91) }
  /// `application/vnd.lotus-wordpro`
  @inlinable static var applicationVndLotusWordpro: KnownType { KnownType(row: 92) }
  /// `application/vnd.microsoft.portable-executable`
  @inlinable static var applicationVndMicrosoftPortableExecutable: KnownType { KnownType(row: 93) }
  /// `application/vnd.mozilla.xul+xml`
  @inlinable static var applicationVndMozillaXulXml: KnownType { KnownType(row: 94) }
  /// `application/vnd.ms-access`
  @inlinable static var applicationVndMsAccess: KnownType { KnownType(row: 95) }
  /// `application/vnd.ms-asf`
  @inlinable static var applicationVndMsAsf: KnownType { KnownType(row: 96) }
  /// `application/vnd.ms-cab-compressed`
  @inlinable static var applicationVndMsCabCompressed: KnownType { KnownType(row: 97) }
  /// `application/vnd.ms-excel`
  @inlinable static var applicationVndMsExcel: KnownType { KnownType(row: 98) }
  /// `application/vnd.ms-excel.addin.macroEnabled.12`
  @inlinable static var applicationVndMsExcelAddinMacroEnabled12: KnownType { KnownType(row: 99) }
  /// `application/vnd.ms-excel.sheet.binary.macroEnabled.12`
  @inlinable static var applicationVndMsExcelSheetBinaryMacroEnabled12: KnownType { KnownType(row: 100) }
  /// `application/vnd.ms-excel.sheet.macroEnabled.12`
  @inlinable static var applicationVndMsExcelSheetMacroEnabled12: KnownType { KnownType(row: 101) }
  /// `application/vnd.ms-excel.template.macroEnabled.12`
  @inlinable static var applicationVndMsExcelTemplateMacroEnabled12: KnownType { KnownType(row: 102) }
  /// `application/vnd.ms-htmlhelp`
  @inlinable static var applicationVndMsHtmlhelp: KnownType { KnownType(row: 103) }
  /// `application/vnd.ms-outlook`
  @inlinable static var applicationVndMsOutlook: KnownType { KnownType(row: 104) }
  /// `application/vnd.ms-powerpoint`
  @inlinable static var applicationVndMsPowerpoint: KnownType { KnownType(row: 105) }
  /// `application/vnd.ms-powerpoint.addin.macroEnabled.12`
  @inlinable static var applicationVndMsPowerpointAddinMacroEnabled12: KnownType { KnownType(row: 106) }
  /// `application/vnd.ms-powerpoint.presentation.macroEnabled.12`
  @inlinable static var applicationVndMsPowerpointPresentationMacroEnabled12: KnownType { KnownType(row: 107) }
  /// `application/vnd.ms-powerpoint.slide.macroEnabled.12`
  @inlinable static var applicationVndMsPowerpointSlideMacroEnabled12: KnownType { KnownType(row: 108) }
  /// `application/vnd.ms-powerpoint.slideshow.macroEnabled.12`
  @inlinable static var applicationVndMsPowerpointSlideshowMacroEnabled12: KnownType { KnownType(row: 109) }
  /// `application/vnd.ms-powerpoint.template.macroEnabled.12`
  @inlinable static var applicationVndMsPowerpointTemplateMacroEnabled12: KnownType { KnownType(row: 110) }
  /// `application/vnd.ms-publisher`
  @inlinable static var applicationVndMsPublisher: KnownType { KnownType(row: 111) }
  /// `application/vnd.ms-tnef`
  @inlinable static var applicationVndMsTnef: KnownType { KnownType(row: 112) }
  /// `application/vnd.ms-visio.drawing.macroEnabled.main+xml`
  @inlinable static var applicationVndMsVisioDrawingMacroEnabledMainXml: KnownType { KnownType(row: 113) }
  /// `application/vnd.ms-visio.drawing.main+xml`
  @inlinable static var applicationVndMsVisioDrawingMainXml: KnownType { KnownType(row: 114) }
  /// `application/vnd.ms-visio.stencil.macroEnabled.main+xml`
  @inlinable static var applicationVndMsVisioStencilMacroEnabledMainXml: KnownType { KnownType(row: 115) }
  /// `application/vnd.ms-visio.stencil.main+xml`
  @inlinable static var applicationVndMsVisioStencilMainXml: KnownType { KnownType(row: 116) }
  /// `application/vnd.ms-visio.template.macroEnabled.main+xml`
  @inlinable static var applicationVndMsVisioTemplateMacroEnabledMainXml: KnownType { KnownType(row: 117) }
  /// `application/vnd.ms-visio.template.main+xml`
  @inlinable static var applicationVndMsVisioTemplateMainXml: KnownType { KnownType(row: 118) }
  /// `application/vnd.ms-word.document.macroEnabled.12`
  @inlinable static var applicationVndMsWordDocumentMacroEnabled12: KnownType { KnownType(row: 119) }
  /// `application/vnd.ms-word.template.macroEnabled.12`
  @inlinable static var applicationVndMsWordTemplateMacroEnabled12: KnownType { KnownType(row: 120) }
  /// `application/vnd.ms-works`
  @inlinable static var applicationVndMsWorks: KnownType { KnownType(row: 121) }
  /// `application/vnd.ms-wpl`
  @inlinable static var applicationVndMsWpl: KnownType { KnownType(row: 122) }
  /// `application/vnd.ms-xpsdocument`
  @inlinable static var applicationVndMsXpsdocument: KnownType { KnownType(row: 123) }
  /// `application/vnd.nintendo.snes.rom`
  @inlinable static var applicationVndNintendoSnesRom: KnownType { KnownType(row: 124) }
  /// `application/vnd.oasis.opendocument.chart`
  @inlinable static var applicationVndOasisOpendocumentChart: KnownType { KnownType(row: 125) }
  /// `application/vnd.oasis.opendocument.chart-template`
  @inlinable static var applicationVndOasisOpendocumentChartTemplate: KnownType { KnownType(row: 126) }
  /// `application/vnd.oasis.opendocument.database`
  @inlinable static var applicationVndOasisOpendocumentDatabase: KnownType { KnownType(row: 127) }
  /// `application/vnd.oasis.opendocument.formula`
  @inlinable static var applicationVndOasisOpendocumentFormula: KnownType { KnownType(row: 128) }
  /// `application/vnd.oasis.opendocument.formula-template`
  @inlinable static var applicationVndOasisOpendocumentFormulaTemplate: KnownType { KnownType(row: 129) }
  /// `application/vnd.oasis.opendocument.graphics`
  @inlinable static var applicationVndOasisOpendocumentGraphics: KnownType { KnownType(row: 130) }
  /// `application/vnd.oasis.opendocument.graphics-flat-xml`
  @inlinable static var applicationVndOasisOpendocumentGraphicsFlatXml: KnownType { KnownType(row: 131) }
  /// `application/vnd.oasis.opendocument.graphics-template`
  @inlinable static var applicationVndOasisOpendocumentGraphicsTemplate: KnownType { KnownType(row: 132) }
  /// `application/vnd.oasis.opendocument.image`
  @inlinable static var applicationVndOasisOpendocumentImage: KnownType { KnownType(row: 133) }
  /// `application/vnd.oasis.opendocument.presentation`
  @inlinable static var applicationVndOasisOpendocumentPresentation: KnownType { KnownType(row: 134) }
  /// `application/vnd.oasis.opendocument.presentation-flat-xml`
  @inlinable static var applicationVndOasisOpendocumentPresentationFlatXml: KnownType { KnownType(row: 135) }
  /// `application/vnd.oasis.opendocument.presentation-template`
  @inlinable static var applicationVndOasisOpendocumentPresentationTemplate: KnownType { KnownType(row: 136) }
  /// `application/vnd.oasis.opendocument.spreadsheet`
  @inlinable static var applicationVndOasisOpendocumentSpreadsheet: KnownType { KnownType(row: 137) }
  /// `application/vnd.oasis.opendocument.spreadsheet-flat-xml`
  @inlinable static var applicationVndOasisOpendocumentSpreadsheetFlatXml: KnownType { KnownType(row: 138) }
  /// `application/vnd.oasis.opendocument.spreadsheet-template`
  @inlinable static var applicationVndOasisOpendocumentSpreadsheetTemplate: KnownType { KnownType(row: 139) }
  /// `application/vnd.oasis.opendocument.text`
  @inlinable static var applicationVndOasisOpendocumentText: KnownType { KnownType(row: 140) }
  /// `application/vnd.oasis.opendocument.text-flat-xml`
  @inlinable static var applicationVndOasisOpendocumentTextFlatXml: KnownType { KnownType(row: 141) }
  /// `application/vnd.oasis.opendocument.text-master`
  @inlinable static var applicationVndOasisOpendocumentTextMaster: KnownType { KnownType(row: 142) }
  /// `application/vnd.oasis.opendocument.text-template`
  @inlinable static var applicationVndOasisOpendocumentTextTemplate: KnownType { KnownType(row: 143) }
  /// `application/vnd.oasis.opendocument.text-web`
  @inlinable static var applicationVndOasisOpendocumentTextWeb: KnownType { KnownType(row: 144) }
  /// `application/vnd.openofficeorg.extension`
  @inlinable static var applicationVndOpenofficeorgExtension: KnownType { KnownType(row: 145) }
  /// `application/vnd.openxmlformats-officedocument.presentationml.presentation`
  @inlinable static var applicationVndOpenxmlformatsOfficedocumentPresentationmlPresentation: KnownType { KnownType(row: 146) }
  /// `application/vnd.openxmlformats-officedocument.presentationml.slide`
  @inlinable static var applicationVndOpenxmlformatsOfficedocumentPresentationmlSlide: KnownType { KnownType(row: 147) }
  /// `application/vnd.openxmlformats-officedocument.presentationml.slideshow`
  @inlinable static var applicationVndOpenxmlformatsOfficedocumentPresentationmlSlideshow: KnownType { KnownType(row: 148) }
  /// `application/vnd.openxmlformats-officedocument.presentationml.template`
  @inlinable static var applicationVndOpenxmlformatsOfficedocumentPresentationmlTemplate: KnownType { KnownType(row: 149) }
  /// `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`
  @inlinable static var applicationVndOpenxmlformatsOfficedocumentSpreadsheetmlSheet: KnownType { KnownType(row: 150) }
  /// `application/vnd.openxmlformats-officedocument.spreadsheetml.template`
  @inlinable static var applicationVndOpenxmlformatsOfficedocumentSpreadsheetmlTemplate: KnownType { KnownType(row: 151) }
  /// `application/vnd.openxmlformats-officedocument.wordprocessingml.document`
  @inlinable static var applicationVndOpenxmlformatsOfficedocumentWordprocessingmlDocument: KnownType { KnownType(row: 152) }
  /// `application/vnd.openxmlformats-officedocument.wordprocessingml.template`
  @inlinable static var applicationVndOpenxmlformatsOfficedocumentWordprocessingmlTemplate: KnownType { KnownType(row: 153) }
  /// `application/vnd.palm`
  @inlinable static var applicationVndPalm: KnownType { KnownType(row: 154) }
  /// `application/vnd.rar`
  @inlinable static var applicationVndRar: KnownType { KnownType(row: 155) }
  /// `application/vnd.rn-realmedia`
  @inlinable static var applicationVndRnRealmedia: KnownType { KnownType(row: 156) }
  /// `application/vnd.smaf`
  @inlinable static var applicationVndSmaf: KnownType { KnownType(row: 157) }
  /// `application/vnd.snap`
  @inlinable static var applicationVndSnap: KnownType { KnownType(row: 158) }
  /// `application/vnd.sqlite3`
  @inlinable static var applicationVndSqlite3: KnownType { KnownType(row: 159) }
  /// `application/vnd.squashfs`
  @inlinable static var applicationVndSquashfs: KnownType { KnownType(row: 160) }
  /// `application/vnd.stardivision.calc`
  @inlinable static var applicationVndStardivisionCalc: KnownType { KnownType(row: 161) }
  /// `application/vnd.stardivision.chart`
  @inlinable static var applicationVndStardivisionChart: KnownType { KnownType(row: 162) }
  /// `application/vnd.stardivision.draw`
  @inlinable static var applicationVndStardivisionDraw: KnownType { KnownType(row: 163) }
  /// `application/vnd.stardivision.impress`
  @inlinable static var applicationVndStardivisionImpress: KnownType { KnownType(row: 164) }
  /// `application/vnd.stardivision.mail`
  @inlinable static var applicationVndStardivisionMail: KnownType { KnownType(row: 165) }
  /// `application/vnd.stardivision.math`
  @inlinable static var applicationVndStardivisionMath: KnownType { KnownType(row: 166) }
  /// `application/vnd.stardivision.writer`
  @inlinable static var applicationVndStardivisionWriter: KnownType { KnownType(row: 167) }
  /// `application/vnd.sun.xml.calc`
  @inlinable static var applicationVndSunXmlCalc: KnownType { KnownType(row: 168) }
  /// `application/vnd.sun.xml.calc.template`
  @inlinable static var applicationVndSunXmlCalcTemplate: KnownType { KnownType(row: 169) }
  /// `application/vnd.sun.xml.draw`
  @inlinable static var applicationVndSunXmlDraw: KnownType { KnownType(row: 170) }
  /// `application/vnd.sun.xml.draw.template`
  @inlinable static var applicationVndSunXmlDrawTemplate: KnownType { KnownType(row: 171) }
  /// `application/vnd.sun.xml.impress`
  @inlinable static var applicationVndSunXmlImpress: KnownType { KnownType(row: 172) }
  /// `application/vnd.sun.xml.impress.template`
  @inlinable static var applicationVndSunXmlImpressTemplate: KnownType { KnownType(row: 173) }
  /// `application/vnd.sun.xml.math`
  @inlinable static var applicationVndSunXmlMath: KnownType { KnownType(row: 174) }
  /// `application/vnd.sun.xml.writer`
  @inlinable static var applicationVndSunXmlWriter: KnownType { KnownType(row: 175) }
  /// `application/vnd.sun.xml.writer.global`
  @inlinable static var applicationVndSunXmlWriterGlobal: KnownType { KnownType(row: 176) }
  /// `application/vnd.sun.xml.writer.template`
  @inlinable static var applicationVndSunXmlWriterTemplate: KnownType { KnownType(row: 177) }
  /// `application/vnd.symbian.install`
  @inlinable static var applicationVndSymbianInstall: KnownType { KnownType(row: 178) }
  /// `application/vnd.tcpdump.pcap`
  @inlinable static var applicationVndTcpdumpPcap: KnownType { KnownType(row: 179) }
  /// `application/vnd.visio`
  @inlinable static var applicationVndVisio: KnownType { KnownType(row: 180) }
  /// `application/vnd.wordperfect`
  @inlinable static var applicationVndWordperfect: KnownType { KnownType(row: 181) }
  /// `application/vnd.youtube.yt`
  @inlinable static var applicationVndYoutubeYt: KnownType { KnownType(row: 182) }
  /// `application/winhlp`
  @inlinable static var applicationWinhlp: KnownType { KnownType(row: 183) }
  /// `application/x-7z-compressed`
  @inlinable static var applicationX7zCompressed: KnownType { KnownType(row: 184) }
  /// `application/x-abiword`
  @inlinable static var applicationXAbiword: KnownType { KnownType(row: 185) }
  /// `application/x-ace`
  @inlinable static var applicationXAce: KnownType { KnownType(row: 186) }
  /// `application/x-alz`
  @inlinable static var applicationXAlz: KnownType { KnownType(row: 187) }
  /// `application/x-amiga-disk-format`
  @inlinable static var applicationXAmigaDiskFormat: KnownType { KnownType(row: 188) }
  /// `application/x-amipro`
  @inlinable static var applicationXAmipro: KnownType { KnownType(row: 189) }
  /// `application/x-aportisdoc`
  @inlinable static var applicationXAportisdoc: KnownType { KnownType(row: 190) }
  /// `application/x-apple-diskimage`
  @inlinable static var applicationXAppleDiskimage: KnownType { KnownType(row: 191) }
  /// `application/x-apple-systemprofiler+xml`
  @inlinable static var applicationXAppleSystemprofilerXml: KnownType { KnownType(row: 192) }
  /// `application/x-appleworks-document`
  @inlinable static var applicationXAppleworksDocument: KnownType { KnownType(row: 193) }
  /// `application/x-applix-spreadsheet`
  @inlinable static var applicationXApplixSpreadsheet: KnownType { KnownType(row: 194) }
  /// `application/x-applix-word`
  @inlinable static var applicationXApplixWord: KnownType { KnownType(row: 195) }
  /// `application/x-arc`
  @inlinable static var applicationXArc: KnownType { KnownType(row: 196) }
  /// `application/x-archive`
  @inlinable static var applicationXArchive: KnownType { KnownType(row: 197) }
  /// `application/x-arj`
  @inlinable static var applicationXArj: KnownType { KnownType(row: 198) }
  /// `application/x-asar`
  @inlinable static var applicationXAsar: KnownType { KnownType(row: 199) }
  /// `application/x-asp`
  @inlinable static var applicationXAsp: KnownType { KnownType(row: 200) }
  /// `application/x-atari-2600-rom`
  @inlinable static var applicationXAtari2600Rom: KnownType { KnownType(row: 201) }
  /// `application/x-atari-7800-rom`
  @inlinable static var applicationXAtari7800Rom: KnownType { KnownType(row: 202) }
  /// `application/x-atari-lynx-rom`
  @inlinable static var applicationXAtariLynxRom: KnownType { KnownType(row: 203) }
  /// `application/x-awk`
  @inlinable static var applicationXAwk: KnownType { KnownType(row: 204) }
  /// `application/x-bcpio`
  @inlinable static var applicationXBcpio: KnownType { KnownType(row: 205) }
  /// `application/x-bittorrent`
  @inlinable static var applicationXBittorrent: KnownType { KnownType(row: 206) }
  /// `application/x-blender`
  @inlinable static var applicationXBlender: KnownType { KnownType(row: 207) }
  /// `application/x-bps-patch`
  @inlinable static var applicationXBpsPatch: KnownType { KnownType(row: 208) }
  /// `application/x-bsdiff`
  @inlinable static var applicationXBsdiff: KnownType { KnownType(row: 209) }
  /// `application/x-bzdvi`
  @inlinable static var applicationXBzdvi: KnownType { KnownType(row: 210) }
  /// `application/x-bzip`
  @inlinable static var applicationXBzip: KnownType { KnownType(row: 211) }
  /// `application/x-bzip-compressed-tar`
  @inlinable static var applicationXBzipCompressedTar: KnownType { KnownType(row: 212) }
  /// `application/x-bzpdf`
  @inlinable static var applicationXBzpdf: KnownType { KnownType(row: 213) }
  /// `application/x-bzpostscript`
  @inlinable static var applicationXBzpostscript: KnownType { KnownType(row: 214) }
  /// `application/x-cb7`
  @inlinable static var applicationXCb7: KnownType { KnownType(row: 215) }
  /// `application/x-cbt`
  @inlinable static var applicationXCbt: KnownType { KnownType(row: 216) }
  /// `application/x-ccmx`
  @inlinable static var applicationXCcmx: KnownType { KnownType(row: 217) }
  /// `application/x-cd-image`
  @inlinable static var applicationXCdImage: KnownType { KnownType(row: 218) }
  /// `application/x-cdrdao-toc`
  @inlinable static var applicationXCdrdaoToc: KnownType { KnownType(row: 219) }
  /// `application/x-cisco-vpn-settings`
  @inlinable static var applicationXCiscoVpnSettings: KnownType { KnownType(row: 220) }
  /// `application/x-class-file`
  @inlinable static var applicationXClassFile: KnownType { KnownType(row: 221) }
  /// `application/x-compress`
  @inlinable static var applicationXCompress: KnownType { KnownType(row: 222) }
  /// `application/x-compressed-iso`
  @inlinable static var applicationXCompressedIso: KnownType { KnownType(row: 223) }
  /// `application/x-compressed-tar`
  @inlinable static var applicationXCompressedTar: KnownType { KnownType(row: 224) }
  /// `application/x-core`
  @inlinable static var applicationXCore: KnownType { KnownType(row: 225) }
  /// `application/x-cpio`
  @inlinable static var applicationXCpio: KnownType { KnownType(row: 226) }
  /// `application/x-cpio-compressed`
  @inlinable static var applicationXCpioCompressed: KnownType { KnownType(row: 227) }
  /// `application/x-csh`
  @inlinable static var applicationXCsh: KnownType { KnownType(row: 228) }
  /// `application/x-cue`
  @inlinable static var applicationXCue: KnownType { KnownType(row: 229) }
  /// `application/x-dar`
  @inlinable static var applicationXDar: KnownType { KnownType(row: 230) }
  /// `application/x-dbf`
  @inlinable static var applicationXDbf: KnownType { KnownType(row: 231) }
  /// `application/x-designer`
  @inlinable static var applicationXDesigner: KnownType { KnownType(row: 232) }
  /// `application/x-desktop`
  @inlinable static var applicationXDesktop: KnownType { KnownType(row: 233) }
  /// `application/x-dia-diagram`
  @inlinable static var applicationXDiaDiagram: KnownType { KnownType(row: 234) }
  /// `application/x-dia-shape`
  @inlinable static var applicationXDiaShape: KnownType { KnownType(row: 235) }
  /// `application/x-directory`
  @inlinable static var applicationXDirectory: KnownType { KnownType(row: 236) }
  /// `application/x-discjuggler-cd-image`
  @inlinable static var applicationXDiscjugglerCdImage: KnownType { KnownType(row: 237) }
  /// `application/x-docbook+xml`
  @inlinable static var applicationXDocbookXml: KnownType { KnownType(row: 238) }
  /// `application/x-doom-wad`
  @inlinable static var applicationXDoomWad: KnownType { KnownType(row: 239) }
  /// `application/x-dreamcast-rom`
  @inlinable static var applicationXDreamcastRom: KnownType { KnownType(row: 240) }
  /// `application/x-dvi`
  @inlinable static var applicationXDvi: KnownType { KnownType(row: 241) }
  /// `application/x-e-theme`
  @inlinable static var applicationXETheme: KnownType { KnownType(row: 242) }
  /// `application/x-egon`
  @inlinable static var applicationXEgon: KnownType { KnownType(row: 243) }
  /// `application/x-executable`
  @inlinable static var applicationXExecutable: KnownType { KnownType(row: 244) }
  /// `application/x-fds-disk`
  @inlinable static var applicationXFdsDisk: KnownType { KnownType(row: 245) }
  /// `application/x-fictionbook+xml`
  @inlinable static var applicationXFictionbookXml: KnownType { KnownType(row: 246) }
  /// `application/x-fluid`
  @inlinable static var applicationXFluid: KnownType { KnownType(row: 247) }
  /// `application/x-font-afm`
  @inlinable static var applicationXFontAfm: KnownType { KnownType(row: 248) }
  /// `application/x-font-bdf`
  @inlinable static var applicationXFontBdf: KnownType { KnownType(row: 249) }
  /// `application/x-font-dos`
  @inlinable static var applicationXFontDos: KnownType { KnownType(row: 250) }
  /// `application/x-font-framemaker`
  @inlinable static var applicationXFontFramemaker: KnownType { KnownType(row: 251) }
  /// `application/x-font-libgrx`
  @inlinable static var applicationXFontLibgrx: KnownType { KnownType(row: 252) }
  /// `application/x-font-linux-psf`
  @inlinable static var applicationXFontLinuxPsf: KnownType { KnownType(row: 253) }
  /// `application/x-font-pcf`
  @inlinable static var applicationXFontPcf: KnownType { KnownType(row: 254) }
  /// `application/x-font-speedo`
  @inlinable static var applicationXFontSpeedo: KnownType { KnownType(row: 255) }
  /// `application/x-font-sunos-news`
  @inlinable static var applicationXFontSunosNews: KnownType { KnownType(row: 256) }
  /// `application/x-font-tex`
  @inlinable static var applicationXFontTex: KnownType { KnownType(row: 257) }
  /// `application/x-font-tex-tfm`
  @inlinable static var applicationXFontTexTfm: KnownType { KnownType(row: 258) }
  /// `application/x-font-ttx`
  @inlinable static var applicationXFontTtx: KnownType { KnownType(row: 259) }
  /// `application/x-font-type1`
  @inlinable static var applicationXFontType1: KnownType { KnownType(row: 260) }
  /// `application/x-font-vfont`
  @inlinable static var applicationXFontVfont: KnownType { KnownType(row: 261) }
  /// `application/x-gameboy-color-rom`
  @inlinable static var applicationXGameboyColorRom: KnownType { KnownType(row: 262) }
  /// `application/x-gameboy-rom`
  @inlinable static var applicationXGameboyRom: KnownType { KnownType(row: 263) }
  /// `application/x-gamecube-rom`
  @inlinable static var applicationXGamecubeRom: KnownType { KnownType(row: 264) }
  /// `application/x-gamegear-rom`
  @inlinable static var applicationXGamegearRom: KnownType { KnownType(row: 265) }
  /// `application/x-gba-rom`
  @inlinable static var applicationXGbaRom: KnownType { KnownType(row: 266) }
  /// `application/x-gd-rom-cue`
  @inlinable static var applicationXGdRomCue: KnownType { KnownType(row: 267) }
  /// `application/x-gdbm`
  @inlinable static var applicationXGdbm: KnownType { KnownType(row: 268) }
  /// `application/x-gdscript`
  @inlinable static var applicationXGdscript: KnownType { KnownType(row: 269) }
  /// `application/x-gedcom`
  @inlinable static var applicationXGedcom: KnownType { KnownType(row: 270) }
  /// `application/x-genesis-32x-rom`
  @inlinable static var applicationXGenesis32xRom: KnownType { KnownType(row: 271) }
  /// `application/x-genesis-rom`
  @inlinable static var applicationXGenesisRom: KnownType { KnownType(row: 272) }
  /// `application/x-gettext-translation`
  @inlinable static var applicationXGettextTranslation: KnownType { KnownType(row: 273) }
  /// `application/x-glade`
  @inlinable static var applicationXGlade: KnownType { KnownType(row: 274) }
  /// `application/x-gnucash`
  @inlinable static var applicationXGnucash: KnownType { KnownType(row: 275) }
  /// `application/x-gnumeric`
  @inlinable static var applicationXGnumeric: KnownType { KnownType(row: 276) }
  /// `application/x-gnuplot`
  @inlinable static var applicationXGnuplot: KnownType { KnownType(row: 277) }
  /// `application/x-go-sgf`
  @inlinable static var applicationXGoSgf: KnownType { KnownType(row: 278) }
  /// `application/x-godot-project`
  @inlinable static var applicationXGodotProject: KnownType { KnownType(row: 279) }
  /// `application/x-godot-resource`
  @inlinable static var applicationXGodotResource: KnownType { KnownType(row: 280) }
  /// `application/x-godot-scene`
  @inlinable static var applicationXGodotScene: KnownType { KnownType(row: 281) }
  /// `application/x-godot-shader`
  @inlinable static var applicationXGodotShader: KnownType { KnownType(row: 282) }
  /// `application/x-graphite`
  @inlinable static var applicationXGraphite: KnownType { KnownType(row: 283) }
  /// `application/x-gtk-builder`
  @inlinable static var applicationXGtkBuilder: KnownType { KnownType(row: 284) }
  /// `application/x-gtktalog`
  @inlinable static var applicationXGtktalog: KnownType { KnownType(row: 285) }
  /// `application/x-gz-font-linux-psf`
  @inlinable static var applicationXGzFontLinuxPsf: KnownType { KnownType(row: 286) }
  /// `application/x-gzdvi`
  @inlinable static var applicationXGzdvi: KnownType { KnownType(row: 287) }
  /// `application/x-gzpdf`
  @inlinable static var applicationXGzpdf: KnownType { KnownType(row: 288) }
  /// `application/x-gzpostscript`
  @inlinable static var applicationXGzpostscript: KnownType { KnownType(row: 289) }
  /// `application/x-hdf`
  @inlinable static var applicationXHdf: KnownType { KnownType(row: 290) }
  /// `application/x-hfe-floppy-image`
  @inlinable static var applicationXHfeFloppyImage: KnownType { KnownType(row: 291) }
  /// `application/x-hwp`
  @inlinable static var applicationXHwp: KnownType { KnownType(row: 292) }
  /// `application/x-hwt`
  @inlinable static var applicationXHwt: KnownType { KnownType(row: 293) }
  /// `application/x-ica`
  @inlinable static var applicationXIca: KnownType { KnownType(row: 294) }
  /// `application/x-iff`
  @inlinable static var applicationXIff: KnownType { KnownType(row: 295) }
  /// `application/x-installshield-cab`
  @inlinable static var applicationXInstallshieldCab: KnownType { KnownType(row: 296) }
  /// `application/x-ios-app`
  @inlinable static var applicationXIosApp: KnownType { KnownType(row: 297) }
  /// `application/x-ipod-firmware`
  @inlinable static var applicationXIpodFirmware: KnownType { KnownType(row: 298) }
  /// `application/x-ips-patch`
  @inlinable static var applicationXIpsPatch: KnownType { KnownType(row: 299) }
  /// `application/x-ipynb+json`
  @inlinable static var applicationXIpynbJson: KnownType { KnownType(row: 300) }
  /// `application/x-iso9660-appimage`
  @inlinable static var applicationXIso9660Appimage: KnownType { KnownType(row: 301) }
  /// `application/x-it87`
  @inlinable static var applicationXIt87: KnownType { KnownType(row: 302) }
  /// `application/x-java`
  @inlinable static var applicationXJava: KnownType { KnownType(row: 303) }
  /// `application/x-java-archive`
  @inlinable static var applicationXJavaArchive: KnownType { KnownType(row: 304) }
  /// `application/x-java-jce-keystore`
  @inlinable static var applicationXJavaJceKeystore: KnownType { KnownType(row: 305) }
  /// `application/x-java-jmod`
  @inlinable static var applicationXJavaJmod: KnownType { KnownType(row: 306) }
  /// `application/x-java-jnlp-file`
  @inlinable static var applicationXJavaJnlpFile: KnownType { KnownType(row: 307) }
  /// `application/x-java-keystore`
  @inlinable static var applicationXJavaKeystore: KnownType { KnownType(row: 308) }
  /// `application/x-java-pack200`
  @inlinable static var applicationXJavaPack200: KnownType { KnownType(row: 309) }
  /// `application/x-jbuilder-project`
  @inlinable static var applicationXJbuilderProject: KnownType { KnownType(row: 310) }
  /// `application/x-karbon`
  @inlinable static var applicationXKarbon: KnownType { KnownType(row: 311) }
  /// `application/x-kchart`
  @inlinable static var applicationXKchart: KnownType { KnownType(row: 312) }
  /// `application/x-kexi-connectiondata`
  @inlinable static var applicationXKexiConnectiondata: KnownType { KnownType(row: 313) }
  /// `application/x-kexiproject-shortcut`
  @inlinable static var applicationXKexiprojectShortcut: KnownType { KnownType(row: 314) }
  /// `application/x-kexiproject-sqlite2`
  @inlinable static var applicationXKexiprojectSqlite2: KnownType { KnownType(row: 315) }
  /// `application/x-kexiproject-sqlite3`
  @inlinable static var applicationXKexiprojectSqlite3: KnownType { KnownType(row: 316) }
  /// `application/x-kformula`
  @inlinable static var applicationXKformula: KnownType { KnownType(row: 317) }
  /// `application/x-killustrator`
  @inlinable static var applicationXKillustrator: KnownType { KnownType(row: 318) }
  /// `application/x-kivio`
  @inlinable static var applicationXKivio: KnownType { KnownType(row: 319) }
  /// `application/x-kontour`
  @inlinable static var applicationXKontour: KnownType { KnownType(row: 320) }
  /// `application/x-kpovmodeler`
  @inlinable static var applicationXKpovmodeler: KnownType { KnownType(row: 321) }
  /// `application/x-kpresenter`
  @inlinable static var applicationXKpresenter: KnownType { KnownType(row: 322) }
  /// `application/x-krita`
  @inlinable static var applicationXKrita: KnownType { KnownType(row: 323) }
  /// `application/x-kspread`
  @inlinable static var applicationXKspread: KnownType { KnownType(row: 324) }
  /// `application/x-kspread-crypt`
  @inlinable static var applicationXKspreadCrypt: KnownType { KnownType(row: 325) }
  /// `application/x-ksysv-package`
  @inlinable static var applicationXKsysvPackage: KnownType { KnownType(row: 326) }
  /// `application/x-kugar`
  @inlinable static var applicationXKugar: KnownType { KnownType(row: 327) }
  /// `application/x-kword`
  @inlinable static var applicationXKword: KnownType { KnownType(row: 328) }
  /// `application/x-kword-crypt`
  @inlinable static var applicationXKwordCrypt: KnownType { KnownType(row: 329) }
  /// `application/x-lha`
  @inlinable static var applicationXLha: KnownType { KnownType(row: 330) }
  /// `application/x-lhz`
  @inlinable static var applicationXLhz: KnownType { KnownType(row: 331) }
  /// `application/x-lrzip`
  @inlinable static var applicationXLrzip: KnownType { KnownType(row: 332) }
  /// `application/x-lrzip-compressed-tar`
  @inlinable static var applicationXLrzipCompressedTar: KnownType { KnownType(row: 333) }
  /// `application/x-lyx`
  @inlinable static var applicationXLyx: KnownType { KnownType(row: 334) }
  /// `application/x-lz4`
  @inlinable static var applicationXLz4: KnownType { KnownType(row: 335) }
  /// `application/x-lz4-compressed-tar`
  @inlinable static var applicationXLz4CompressedTar: KnownType { KnownType(row: 336) }
  /// `application/x-lzip`
  @inlinable static var applicationXLzip: KnownType { KnownType(row: 337) }
  /// `application/x-lzip-compressed-tar`
  @inlinable static var applicationXLzipCompressedTar: KnownType { KnownType(row: 338) }
  /// `application/x-lzma`
  @inlinable static var applicationXLzma: KnownType { KnownType(row: 339) }
  /// `application/x-lzma-compressed-tar`
  @inlinable static var applicationXLzmaCompressedTar: KnownType { KnownType(row: 340) }
  /// `application/x-lzop`
  @inlinable static var applicationXLzop: KnownType { KnownType(row: 341) }
  /// `application/x-lzpdf`
  @inlinable static var applicationXLzpdf: KnownType { KnownType(row: 342) }
  /// `application/x-m4`
  @inlinable static var applicationXM4: KnownType { KnownType(row: 343) }
  /// `application/x-macbinary`
  @inlinable static var applicationXMacbinary: KnownType { KnownType(row: 344) }
  /// `application/x-magicpoint`
  @inlinable static var applicationXMagicpoint: KnownType { KnownType(row: 345) }
  /// `application/x-mame-chd`
  @inlinable static var applicationXMameChd: KnownType { KnownType(row: 346) }
  /// `application/x-markaby`
  @inlinable static var applicationXMarkaby: KnownType { KnownType(row: 347) }
  /// `application/x-matroska`
  @inlinable static var applicationXMatroska: KnownType { KnownType(row: 348) }
  /// `application/x-mif`
  @inlinable static var applicationXMif: KnownType { KnownType(row: 349) }
  /// `application/x-mimearchive`
  @inlinable static var applicationXMimearchive: KnownType { KnownType(row: 350) }
  /// `application/x-mobipocket-ebook`
  @inlinable static var applicationXMobipocketEbook: KnownType { KnownType(row: 351) }
  /// `application/x-mozilla-bookmarks`
  @inlinable static var applicationXMozillaBookmarks: KnownType { KnownType(row: 352) }
  /// `application/x-ms-dos-executable`
  @inlinable static var applicationXMsDosExecutable: KnownType { KnownType(row: 353) }
  /// `application/x-ms-wim`
  @inlinable static var applicationXMsWim: KnownType { KnownType(row: 354) }
  /// `application/x-msi`
  @inlinable static var applicationXMsi: KnownType { KnownType(row: 355) }
  /// `application/x-mswinurl`
  @inlinable static var applicationXMswinurl: KnownType { KnownType(row: 356) }
  /// `application/x-mswrite`
  @inlinable static var applicationXMswrite: KnownType { KnownType(row: 357) }
  /// `application/x-msx-rom`
  @inlinable static var applicationXMsxRom: KnownType { KnownType(row: 358) }
  /// `application/x-n64-rom`
  @inlinable static var applicationXN64Rom: KnownType { KnownType(row: 359) }
  /// `application/x-nautilus-link`
  @inlinable static var applicationXNautilusLink: KnownType { KnownType(row: 360) }
  /// `application/x-navi-animation`
  @inlinable static var applicationXNaviAnimation: KnownType { KnownType(row: 361) }
  /// `application/x-neo-geo-pocket-color-rom`
  @inlinable static var applicationXNeoGeoPocketColorRom: KnownType { KnownType(row: 362) }
  /// `application/x-neo-geo-pocket-rom`
  @inlinable static var applicationXNeoGeoPocketRom: KnownType { KnownType(row: 363) }
  /// `application/x-nes-rom`
  @inlinable static var applicationXNesRom: KnownType { KnownType(row: 364) }
  /// `application/x-netcdf`
  @inlinable static var applicationXNetcdf: KnownType { KnownType(row: 365) }
  /// `application/x-netshow-channel`
  @inlinable static var applicationXNetshowChannel: KnownType { KnownType(row: 366) }
  /// `application/x-nintendo-3ds-executable`
  @inlinable static var applicationXNintendo3dsExecutable: KnownType { KnownType(row: 367) }
  /// `application/x-nintendo-3ds-rom`
  @inlinable static var applicationXNintendo3dsRom: KnownType { KnownType(row: 368) }
  /// `application/x-nintendo-ds-rom`
  @inlinable static var applicationXNintendoDsRom: KnownType { KnownType(row: 369) }
  /// `application/x-nzb`
  @inlinable static var applicationXNzb: KnownType { KnownType(row: 370) }
  /// `application/x-object`
  @inlinable static var applicationXObject: KnownType { KnownType(row: 371) }
  /// `application/x-ole-storage`
  @inlinable static var applicationXOleStorage: KnownType { KnownType(row: 372) }
  /// `application/x-oleo`
  @inlinable static var applicationXOleo: KnownType { KnownType(row: 373) }
  /// `application/x-openzim`
  @inlinable static var applicationXOpenzim: KnownType { KnownType(row: 374) }
  /// `application/x-pagemaker`
  @inlinable static var applicationXPagemaker: KnownType { KnownType(row: 375) }
  /// `application/x-pak`
  @inlinable static var applicationXPak: KnownType { KnownType(row: 376) }
  /// `application/x-par2`
  @inlinable static var applicationXPar2: KnownType { KnownType(row: 377) }
  /// `application/x-partial-download`
  @inlinable static var applicationXPartialDownload: KnownType { KnownType(row: 378) }
  /// `application/x-pc-engine-rom`
  @inlinable static var applicationXPcEngineRom: KnownType { KnownType(row: 379) }
  /// `application/x-pef-executable`
  @inlinable static var applicationXPefExecutable: KnownType { KnownType(row: 380) }
  /// `application/x-perl`
  @inlinable static var applicationXPerl: KnownType { KnownType(row: 381) }
  /// `application/x-pgs-subtitle`
  @inlinable static var applicationXPgsSubtitle: KnownType { KnownType(row: 382) }
  /// `application/x-php`
  @inlinable static var applicationXPhp: KnownType { KnownType(row: 383) }
  /// `application/x-pie-executable`
  @inlinable static var applicationXPieExecutable: KnownType { KnownType(row: 384) }
  /// `application/x-pkcs7-certificates`
  @inlinable static var applicationXPkcs7Certificates: KnownType { KnownType(row: 385) }
  /// `application/x-planperfect`
  @inlinable static var applicationXPlanperfect: KnownType { KnownType(row: 386) }
  /// `application/x-pocket-word`
  @inlinable static var applicationXPocketWord: KnownType { KnownType(row: 387) }
  /// `application/x-profile`
  @inlinable static var applicationXProfile: KnownType { KnownType(row: 388) }
  /// `application/x-pw`
  @inlinable static var applicationXPw: KnownType { KnownType(row: 389) }
  /// `application/x-pyspread-bz-spreadsheet`
  @inlinable static var applicationXPyspreadBzSpreadsheet: KnownType { KnownType(row: 390) }
  /// `application/x-pyspread-spreadsheet`
  @inlinable static var applicationXPyspreadSpreadsheet: KnownType { KnownType(row: 391) }
  /// `application/x-python-bytecode`
  @inlinable static var applicationXPythonBytecode: KnownType { KnownType(row: 392) }
  /// `application/x-qed-disk`
  @inlinable static var applicationXQedDisk: KnownType { KnownType(row: 393) }
  /// `application/x-qemu-disk`
  @inlinable static var applicationXQemuDisk: KnownType { KnownType(row: 394) }
  /// `application/x-qpress`
  @inlinable static var applicationXQpress: KnownType { KnownType(row: 395) }
  /// `application/x-qtiplot`
  @inlinable static var applicationXQtiplot: KnownType { KnownType(row: 396) }
  /// `application/x-quattropro`
  @inlinable static var applicationXQuattropro: KnownType { KnownType(row: 397) }
  /// `application/x-quicktime-media-link`
  @inlinable static var applicationXQuicktimeMediaLink: KnownType { KnownType(row: 398) }
  /// `application/x-qw`
  @inlinable static var applicationXQw: KnownType { KnownType(row: 399) }
  /// `application/x-raw-disk-image`
  @inlinable static var applicationXRawDiskImage: KnownType { KnownType(row: 400) }
  /// `application/x-raw-disk-image-xz-compressed`
  @inlinable static var applicationXRawDiskImageXzCompressed: KnownType { KnownType(row: 401) }
  /// `application/x-raw-floppy-disk-image`
  @inlinable static var applicationXRawFloppyDiskImage: KnownType { KnownType(row: 402) }
  /// `application/x-riff`
  @inlinable static var applicationXRiff: KnownType { KnownType(row: 403) }
  /// `application/x-rpm`
  @inlinable static var applicationXRpm: KnownType { KnownType(row: 404) }
  /// `application/x-ruby`
  @inlinable static var applicationXRuby: KnownType { KnownType(row: 405) }
  /// `application/x-sami`
  @inlinable static var applicationXSami: KnownType { KnownType(row: 406) }
  /// `application/x-saturn-rom`
  @inlinable static var applicationXSaturnRom: KnownType { KnownType(row: 407) }
  /// `application/x-sc`
  @inlinable static var applicationXSc: KnownType { KnownType(row: 408) }
  /// `application/x-sega-cd-rom`
  @inlinable static var applicationXSegaCdRom: KnownType { KnownType(row: 409) }
  /// `application/x-sega-pico-rom`
  @inlinable static var applicationXSegaPicoRom: KnownType { KnownType(row: 410) }
  /// `application/x-sg1000-rom`
  @inlinable static var applicationXSg1000Rom: KnownType { KnownType(row: 411) }
  /// `application/x-shar`
  @inlinable static var applicationXShar: KnownType { KnownType(row: 412) }
  /// `application/x-shared-library-la`
  @inlinable static var applicationXSharedLibraryLa: KnownType { KnownType(row: 413) }
  /// `application/x-sharedlib`
  @inlinable static var applicationXSharedlib: KnownType { KnownType(row: 414) }
  /// `application/x-shellscript`
  @inlinable static var applicationXShellscript: KnownType { KnownType(row: 415) }
  /// `application/x-shorten`
  @inlinable static var applicationXShorten: KnownType { KnownType(row: 416) }
  /// `application/x-siag`
  @inlinable static var applicationXSiag: KnownType { KnownType(row: 417) }
  /// `application/x-slp`
  @inlinable static var applicationXSlp: KnownType { KnownType(row: 418) }
  /// `application/x-sms-rom`
  @inlinable static var applicationXSmsRom: KnownType { KnownType(row: 419) }
  /// `application/x-source-rpm`
  @inlinable static var applicationXSourceRpm: KnownType { KnownType(row: 420) }
  /// `application/x-spss-por`
  @inlinable static var applicationXSpssPor: KnownType { KnownType(row: 421) }
  /// `application/x-spss-sav`
  @inlinable static var applicationXSpssSav: KnownType { KnownType(row: 422) }
  /// `application/x-sqlite2`
  @inlinable static var applicationXSqlite2: KnownType { KnownType(row: 423) }
  /// `application/x-stuffit`
  @inlinable static var applicationXStuffit: KnownType { KnownType(row: 424) }
  /// `application/x-subrip`
  @inlinable static var applicationXSubrip: KnownType { KnownType(row: 425) }
  /// `application/x-sv4cpio`
  @inlinable static var applicationXSv4cpio: KnownType { KnownType(row: 426) }
  /// `application/x-sv4crc`
  @inlinable static var applicationXSv4crc: KnownType { KnownType(row: 427) }
  /// `application/x-t602`
  @inlinable static var applicationXT602: KnownType { KnownType(row: 428) }
  /// `application/x-tar`
  @inlinable static var applicationXTar: KnownType { KnownType(row: 429) }
  /// `application/x-tarz`
  @inlinable static var applicationXTarz: KnownType { KnownType(row: 430) }
  /// `application/x-tex-gf`
  @inlinable static var applicationXTexGf: KnownType { KnownType(row: 431) }
  /// `application/x-tex-pk`
  @inlinable static var applicationXTexPk: KnownType { KnownType(row: 432) }
  /// `application/x-tgif`
  @inlinable static var applicationXTgif: KnownType { KnownType(row: 433) }
  /// `application/x-theme`
  @inlinable static var applicationXTheme: KnownType { KnownType(row: 434) }
  /// `application/x-thomson-cartridge-memo7`
  @inlinable static var applicationXThomsonCartridgeMemo7: KnownType { KnownType(row: 435) }
  /// `application/x-thomson-cassette`
  @inlinable static var applicationXThomsonCassette: KnownType { KnownType(row: 436) }
  /// `application/x-thomson-sap-image`
  @inlinable static var applicationXThomsonSapImage: KnownType { KnownType(row: 437) }
  /// `application/x-toutdoux`
  @inlinable static var applicationXToutdoux: KnownType { KnownType(row: 438) }
  /// `application/x-trash`
  @inlinable static var applicationXTrash: KnownType { KnownType(row: 439) }
  /// `application/x-troff-man`
  @inlinable static var applicationXTroffMan: KnownType { KnownType(row: 440) }
  /// `application/x-troff-man-compressed`
  @inlinable static var applicationXTroffManCompressed: KnownType { KnownType(row: 441) }
  /// `application/x-tzo`
  @inlinable static var applicationXTzo: KnownType { KnownType(row: 442) }
  /// `application/x-ufraw`
  @inlinable static var applicationXUfraw: KnownType { KnownType(row: 443) }
  /// `application/x-ustar`
  @inlinable static var applicationXUstar: KnownType { KnownType(row: 444) }
  /// `application/x-vdi-disk`
  @inlinable static var applicationXVdiDisk: KnownType { KnownType(row: 445) }
  /// `application/x-vhd-disk`
  @inlinable static var applicationXVhdDisk: KnownType { KnownType(row: 446) }
  /// `application/x-vhdx-disk`
  @inlinable static var applicationXVhdxDisk: KnownType { KnownType(row: 447) }
  /// `application/x-virtual-boy-rom`
  @inlinable static var applicationXVirtualBoyRom: KnownType { KnownType(row: 448) }
  /// `application/x-vmdk-disk`
  @inlinable static var applicationXVmdkDisk: KnownType { KnownType(row: 449) }
  /// `application/x-wais-source`
  @inlinable static var applicationXWaisSource: KnownType { KnownType(row: 450) }
  /// `application/x-wii-rom`
  @inlinable static var applicationXWiiRom: KnownType { KnownType(row: 451) }
  /// `application/x-wii-wad`
  @inlinable static var applicationXWiiWad: KnownType { KnownType(row: 452) }
  /// `application/x-windows-themepack`
  @inlinable static var applicationXWindowsThemepack: KnownType { KnownType(row: 453) }
  /// `application/x-wonderswan-color-rom`
  @inlinable static var applicationXWonderswanColorRom: KnownType { KnownType(row: 454) }
  /// `application/x-wonderswan-rom`
  @inlinable static var applicationXWonderswanRom: KnownType { KnownType(row: 455) }
  /// `application/x-wpg`
  @inlinable static var applicationXWpg: KnownType { KnownType(row: 456) }
  /// `application/x-wwf`
  @inlinable static var applicationXWwf: KnownType { KnownType(row: 457) }
  /// `application/x-x509-ca-cert`
  @inlinable static var applicationXX509CaCert: KnownType { KnownType(row: 458) }
  /// `application/x-xar`
  @inlinable static var applicationXXar: KnownType { KnownType(row: 459) }
  /// `application/x-xbel`
  @inlinable static var applicationXXbel: KnownType { KnownType(row: 460) }
  /// `application/x-xpinstall`
  @inlinable static var applicationXXpinstall: KnownType { KnownType(row: 461) }
  /// `application/x-xz`
  @inlinable static var applicationXXz: KnownType { KnownType(row: 462) }
  /// `application/x-xz-compressed-tar`
  @inlinable static var applicationXXzCompressedTar: KnownType { KnownType(row: 463) }
  /// `application/x-xzpdf`
  @inlinable static var applicationXXzpdf: KnownType { KnownType(row: 464) }
  /// `application/x-yaml`
  @inlinable static var applicationXYaml: KnownType { KnownType(row: 465) }
  /// `application/x-zerosize`
  @inlinable static var applicationXZerosize: KnownType { KnownType(row: 466) }
  /// `application/x-zip-compressed-fb2`
  @inlinable static var applicationXZipCompressedFb2: KnownType { KnownType(row: 467) }
  /// `application/x-zoo`
  @inlinable static var applicationXZoo: KnownType { KnownType(row: 468) }
  /// `application/x-zstd-compressed-tar`
  @inlinable static var applicationXZstdCompressedTar: KnownType { KnownType(row: 469) }
  /// `application/xhtml+xml`
  @inlinable static var applicationXhtmlXml: KnownType { KnownType(row: 470) }
  /// `application/xliff+xml`
  @inlinable static var applicationXliffXml: KnownType { KnownType(row: 471) }
  /// `application/xml`
  @inlinable static var applicationXml: KnownType { KnownType(row: 472) }
  /// `application/xml-dtd`
  @inlinable static var applicationXmlDtd: KnownType { KnownType(row: 473) }
  /// `application/xml-external-parsed-entity`
  @inlinable static var applicationXmlExternalParsedEntity: KnownType { KnownType(row: 474) }
  /// `application/xslt+xml`
  @inlinable static var applicationXsltXml: KnownType { KnownType(row: 475) }
  /// `application/xspf+xml`
  @inlinable static var applicationXspfXml: KnownType { KnownType(row: 476) }
  /// `application/zip`
  @inlinable static var applicationZip: KnownType { KnownType(row: 477) }
  /// `application/zlib`
  @inlinable static var applicationZlib: KnownType { KnownType(row: 478) }
  /// `application/zstd`
  @inlinable static var applicationZstd: KnownType { KnownType(row: 479) }
  /// `audio/3gpp`
  @inlinable static var audio3gpp: KnownType { KnownType(row: 480) }
  /// `audio/AMR`
  @inlinable static var audioAMR: KnownType { KnownType(row: 481) }
  /// `audio/AMR-WB`
  @inlinable static var audioAMRWB: KnownType { KnownType(row: 482) }
  /// `audio/aac`
  @inlinable static var audioAac: KnownType { KnownType(row: 483) }
  /// `audio/ac3`
  @inlinable static var audioAc3: KnownType { KnownType(row: 484) }
  /// `audio/annodex`
  @inlinable static var audioAnnodex: KnownType { KnownType(row: 485) }
  /// `audio/basic`
  @inlinable static var audioBasic: KnownType { KnownType(row: 486) }
  /// `audio/flac`
  @inlinable static var audioFlac: KnownType { KnownType(row: 487) }
  /// `audio/midi`
  @inlinable static var audioMidi: KnownType { KnownType(row: 488) }
  /// `audio/mobile-xmf`
  @inlinable static var audioMobileXmf: KnownType { KnownType(row: 489) }
  /// `audio/mp2`
  @inlinable static var audioMp2: KnownType { KnownType(row: 490) }
  /// `audio/mp4`
  @inlinable static var audioMp4: KnownType { KnownType(row: 491) }
  /// `audio/mpeg`
  @inlinable static var audioMpeg: KnownType { KnownType(row: 492) }
  /// `audio/ogg`
  @inlinable static var audioOgg: KnownType { KnownType(row: 493) }
  /// `audio/prs.sid`
  @inlinable static var audioPrsSid: KnownType { KnownType(row: 494) }
  /// `audio/usac`
  @inlinable static var audioUsac: KnownType { KnownType(row: 495) }
  /// `audio/vnd.audible.aax`
  @inlinable static var audioVndAudibleAax: KnownType { KnownType(row: 496) }
  /// `audio/vnd.dolby.mlp`
  @inlinable static var audioVndDolbyMlp: KnownType { KnownType(row: 497) }
  /// `audio/vnd.dts`
  @inlinable static var audioVndDts: KnownType { KnownType(row: 498) }
  /// `audio/vnd.dts.hd`
  @inlinable static var audioVndDtsHd: KnownType { KnownType(row: 499) }
  /// `audio/vnd.rn-realaudio`
  @inlinable static var audioVndRnRealaudio: KnownType { KnownType(row: 500) }
  /// `audio/webm`
  @inlinable static var audioWebm: KnownType { KnownType(row: 501) }
  /// `audio/x-adpcm`
  @inlinable static var audioXAdpcm: KnownType { KnownType(row: 502) }
  /// `audio/x-aifc`
  @inlinable static var audioXAifc: KnownType { KnownType(row: 503) }
  /// `audio/x-aiff`
  @inlinable static var audioXAiff: KnownType { KnownType(row: 504) }
  /// `audio/x-amzxml`
  @inlinable static var audioXAmzxml: KnownType { KnownType(row: 505) }
  /// `audio/x-ape`
  @inlinable static var audioXApe: KnownType { KnownType(row: 506) }
  /// `audio/x-caf`
  @inlinable static var audioXCaf: KnownType { KnownType(row: 507) }
  /// `audio/x-dff`
  @inlinable static var audioXDff: KnownType { KnownType(row: 508) }
  /// `audio/x-dsf`
  @inlinable static var audioXDsf: KnownType { KnownType(row: 509) }
  /// `audio/x-flac+ogg`
  @inlinable static var audioXFlacOgg: KnownType { KnownType(row: 510) }
  /// `audio/x-flv`
  @inlinable static var audioXFlv: KnownType { KnownType(row: 511) }
  /// `audio/x-gsm`
  @inlinable static var audioXGsm: KnownType { KnownType(row: 512) }
  /// `audio/x-iriver-pla`
  @inlinable static var audioXIriverPla: KnownType { KnownType(row: 513) }
  /// `audio/x-it`
  @inlinable static var audioXIt: KnownType { KnownType(row: 514) }
  /// `audio/x-m4b`
  @inlinable static var audioXM4b: KnownType { KnownType(row: 515) }
  /// `audio/x-m4r`
  @inlinable static var audioXM4r: KnownType { KnownType(row: 516) }
  /// `audio/x-matroska`
  @inlinable static var audioXMatroska: KnownType { KnownType(row: 517) }
  /// `audio/x-minipsf`
  @inlinable static var audioXMinipsf: KnownType { KnownType(row: 518) }
  /// `audio/x-mo3`
  @inlinable static var audioXMo3: KnownType { KnownType(row: 519) }
  /// `audio/x-mod`
  @inlinable static var audioXMod: KnownType { KnownType(row: 520) }
  /// `audio/x-mp4a-latm`
  @inlinable static var audioXMp4aLatm: KnownType { KnownType(row: 521) }
  /// `audio/x-mpeg-ps`
  @inlinable static var audioXMpegPs: KnownType { KnownType(row: 522) }
  /// `audio/x-mpeg-ts`
  @inlinable static var audioXMpegTs: KnownType { KnownType(row: 523) }
  /// `audio/x-mpegurl`
  @inlinable static var audioXMpegurl: KnownType { KnownType(row: 524) }
  /// `audio/x-ms-asx`
  @inlinable static var audioXMsAsx: KnownType { KnownType(row: 525) }
  /// `audio/x-ms-wma`
  @inlinable static var audioXMsWma: KnownType { KnownType(row: 526) }
  /// `audio/x-msvideo`
  @inlinable static var audioXMsvideo: KnownType { KnownType(row: 527) }
  /// `audio/x-musepack`
  @inlinable static var audioXMusepack: KnownType { KnownType(row: 528) }
  /// `audio/x-nist`
  @inlinable static var audioXNist: KnownType { KnownType(row: 529) }
  /// `audio/x-opus+ogg`
  @inlinable static var audioXOpusOgg: KnownType { KnownType(row: 530) }
  /// `audio/x-pn-audibleaudio`
  @inlinable static var audioXPnAudibleaudio: KnownType { KnownType(row: 531) }
  /// `audio/x-psf`
  @inlinable static var audioXPsf: KnownType { KnownType(row: 532) }
  /// `audio/x-psflib`
  @inlinable static var audioXPsflib: KnownType { KnownType(row: 533) }
  /// `audio/x-riff`
  @inlinable static var audioXRiff: KnownType { KnownType(row: 534) }
  /// `audio/x-s3m`
  @inlinable static var audioXS3m: KnownType { KnownType(row: 535) }
  /// `audio/x-scpls`
  @inlinable static var audioXScpls: KnownType { KnownType(row: 536) }
  /// `audio/x-sox`
  @inlinable static var audioXSox: KnownType { KnownType(row: 537) }
  /// `audio/x-speex`
  @inlinable static var audioXSpeex: KnownType { KnownType(row: 538) }
  /// `audio/x-speex+ogg`
  @inlinable static var audioXSpeexOgg: KnownType { KnownType(row: 539) }
  /// `audio/x-stm`
  @inlinable static var audioXStm: KnownType { KnownType(row: 540) }
  /// `audio/x-tta`
  @inlinable static var audioXTta: KnownType { KnownType(row: 541) }
  /// `audio/x-voc`
  @inlinable static var audioXVoc: KnownType { KnownType(row: 542) }
  /// `audio/x-vorbis+ogg`
  @inlinable static var audioXVorbisOgg: KnownType { KnownType(row: 543) }
  /// `audio/x-w64`
  @inlinable static var audioXW64: KnownType { KnownType(row: 544) }
  /// `audio/x-wav`
  @inlinable static var audioXWav: KnownType { KnownType(row: 545) }
  /// `audio/x-wavpack`
  @inlinable static var audioXWavpack: KnownType { KnownType(row: 546) }
  /// `audio/x-wavpack-correction`
  @inlinable static var audioXWavpackCorrection: KnownType { KnownType(row: 547) }
  /// `audio/x-xi`
  @inlinable static var audioXXi: KnownType { KnownType(row: 548) }
  /// `audio/x-xm`
  @inlinable static var audioXXm: KnownType { KnownType(row: 549) }
  /// `audio/x-xmf`
  @inlinable static var audioXXmf: KnownType { KnownType(row: 550) }
  /// `font/collection`
  @inlinable static var fontCollection: KnownType { KnownType(row: 551) }
  /// `font/otf`
  @inlinable static var fontOtf: KnownType { KnownType(row: 552) }
  /// `font/ttf`
  @inlinable static var fontTtf: KnownType { KnownType(row: 553) }
  /// `font/woff`
  @inlinable static var fontWoff: KnownType { KnownType(row: 554) }
  /// `font/woff2`
  @inlinable static var fontWoff2: KnownType { KnownType(row: 555) }
  /// `image/apng`
  @inlinable static var imageApng: KnownType { KnownType(row: 556) }
  /// `image/astc`
  @inlinable static var imageAstc: KnownType { KnownType(row: 557) }
  /// `image/avif`
  @inlinable static var imageAvif: KnownType { KnownType(row: 558) }
  /// `image/bmp`
  @inlinable static var imageBmp: KnownType { KnownType(row: 559) }
  /// `image/bpg`
  @inlinable static var imageBpg: KnownType { KnownType(row: 560) }
  /// `image/cgm`
  @inlinable static var imageCgm: KnownType { KnownType(row: 561) }
  /// `image/dpx`
  @inlinable static var imageDpx: KnownType { KnownType(row: 562) }
  /// `image/emf`
  @inlinable static var imageEmf: KnownType { KnownType(row: 563) }
  /// `image/g3fax`
  @inlinable static var imageG3fax: KnownType { KnownType(row: 564) }
  /// `image/gif`
  @inlinable static var imageGif: KnownType { KnownType(row: 565) }
  /// `image/heif`
  @inlinable static var imageHeif: KnownType { KnownType(row: 566) }
  /// `image/ief`
  @inlinable static var imageIef: KnownType { KnownType(row: 567) }
  /// `image/jp2`
  @inlinable static var imageJp2: KnownType { KnownType(row: 568) }
  /// `image/jpeg`
  @inlinable static var imageJpeg: KnownType { KnownType(row: 569) }
  /// `image/jpm`
  @inlinable static var imageJpm: KnownType { KnownType(row: 570) }
  /// `image/jpx`
  @inlinable static var imageJpx: KnownType { KnownType(row: 571) }
  /// `image/jxl`
  @inlinable static var imageJxl: KnownType { KnownType(row: 572) }
  /// `image/ktx`
  @inlinable static var imageKtx: KnownType { KnownType(row: 573) }
  /// `image/ktx2`
  @inlinable static var imageKtx2: KnownType { KnownType(row: 574) }
  /// `image/openraster`
  @inlinable static var imageOpenraster: KnownType { KnownType(row: 575) }
  /// `image/png`
  @inlinable static var imagePng: KnownType { KnownType(row: 576) }
  /// `image/qoi`
  @inlinable static var imageQoi: KnownType { KnownType(row: 577) }
  /// `image/rle`
  @inlinable static var imageRle: KnownType { KnownType(row: 578) }
  /// `image/svg+xml`
  @inlinable static var imageSvgXml: KnownType { KnownType(row: 579) }
  /// `image/svg+xml-compressed`
  @inlinable static var imageSvgXmlCompressed: KnownType { KnownType(row: 580) }
  /// `image/tiff`
  @inlinable static var imageTiff: KnownType { KnownType(row: 581) }
  /// `image/vnd.adobe.photoshop`
  @inlinable static var imageVndAdobePhotoshop: KnownType { KnownType(row: 582) }
  /// `image/vnd.djvu`
  @inlinable static var imageVndDjvu: KnownType { KnownType(row: 583) }
  /// `image/vnd.djvu+multipage`
  @inlinable static var imageVndDjvuMultipage: KnownType { KnownType(row: 584) }
  /// `image/vnd.dwg`
  @inlinable static var imageVndDwg: KnownType { KnownType(row: 585) }
  /// `image/vnd.dxf`
  @inlinable static var imageVndDxf: KnownType { KnownType(row: 586) }
  /// `image/vnd.microsoft.icon`
  @inlinable static var imageVndMicrosoftIcon: KnownType { KnownType(row: 587) }
  /// `image/vnd.ms-modi`
  @inlinable static var imageVndMsModi: KnownType { KnownType(row: 588) }
  /// `image/vnd.radiance`
  @inlinable static var imageVndRadiance: KnownType { KnownType(row: 589) }
  /// `image/vnd.rn-realpix`
  @inlinable static var imageVndRnRealpix: KnownType { KnownType(row: 590) }
  /// `image/vnd.wap.wbmp`
  @inlinable static var imageVndWapWbmp: KnownType { KnownType(row: 591) }
  /// `image/vnd.zbrush.pcx`
  @inlinable static var imageVndZbrushPcx: KnownType { KnownType(row: 592) }
  /// `image/webp`
  @inlinable static var imageWebp: KnownType { KnownType(row: 593) }
  /// `image/wmf`
  @inlinable static var imageWmf: KnownType { KnownType(row: 594) }
  /// `image/x-3ds`
  @inlinable static var imageX3ds: KnownType { KnownType(row: 595) }
  /// `image/x-adobe-dng`
  @inlinable static var imageXAdobeDng: KnownType { KnownType(row: 596) }
  /// `image/x-applix-graphics`
  @inlinable static var imageXApplixGraphics: KnownType { KnownType(row: 597) }
  /// `image/x-arriraw`
  @inlinable static var imageXArriraw: KnownType { KnownType(row: 598) }
  /// `image/x-bzeps`
  @inlinable static var imageXBzeps: KnownType { KnownType(row: 599) }
  /// `image/x-canon-cr2`
  @inlinable static var imageXCanonCr2: KnownType { KnownType(row: 600) }
  /// `image/x-canon-cr3`
  @inlinable static var imageXCanonCr3: KnownType { KnownType(row: 601) }
  /// `image/x-canon-crw`
  @inlinable static var imageXCanonCrw: KnownType { KnownType(row: 602) }
  /// `image/x-casio-bay`
  @inlinable static var imageXCasioBay: KnownType { KnownType(row: 603) }
  /// `image/x-cmu-raster`
  @inlinable static var imageXCmuRaster: KnownType { KnownType(row: 604) }
  /// `image/x-compressed-xcf`
  @inlinable static var imageXCompressedXcf: KnownType { KnownType(row: 605) }
  /// `image/x-dcraw`
  @inlinable static var imageXDcraw: KnownType { KnownType(row: 606) }
  /// `image/x-dds`
  @inlinable static var imageXDds: KnownType { KnownType(row: 607) }
  /// `image/x-dib`
  @inlinable static var imageXDib: KnownType { KnownType(row: 608) }
  /// `image/x-dpx`
  @inlinable static var imageXDpx: KnownType { KnownType(row: 609) }
  /// `image/x-eps`
  @inlinable static var imageXEps: KnownType { KnownType(row: 610) }
  /// `image/x-epson-erf`
  @inlinable static var imageXEpsonErf: KnownType { KnownType(row: 611) }
  /// `image/x-exr`
  @inlinable static var imageXExr: KnownType { KnownType(row: 612) }
  /// `image/x-fpx`
  @inlinable static var imageXFpx: KnownType { KnownType(row: 613) }
  /// `image/x-fuji-raf`
  @inlinable static var imageXFujiRaf: KnownType { KnownType(row: 614) }
  /// `image/x-gimp-gbr`
  @inlinable static var imageXGimpGbr: KnownType { KnownType(row: 615) }
  /// `image/x-gimp-gih`
  @inlinable static var imageXGimpGih: KnownType { KnownType(row: 616) }
  /// `image/x-gimp-pat`
  @inlinable static var imageXGimpPat: KnownType { KnownType(row: 617) }
  /// `image/x-gopro-gpr`
  @inlinable static var imageXGoproGpr: KnownType { KnownType(row: 618) }
  /// `image/x-gzeps`
  @inlinable static var imageXGzeps: KnownType { KnownType(row: 619) }
  /// `image/x-hasselblad-3fr`
  @inlinable static var imageXHasselblad3fr: KnownType { KnownType(row: 620) }
  /// `image/x-hasselblad-fff`
  @inlinable static var imageXHasselbladFff: KnownType { KnownType(row: 621) }
  /// `image/x-ibm-pointer`
  @inlinable static var imageXIbmPointer: KnownType { KnownType(row: 622) }
  /// `image/x-icns`
  @inlinable static var imageXIcns: KnownType { KnownType(row: 623) }
  /// `image/x-ilbm`
  @inlinable static var imageXIlbm: KnownType { KnownType(row: 624) }
  /// `image/x-jng`
  @inlinable static var imageXJng: KnownType { KnownType(row: 625) }
  /// `image/x-jp2-codestream`
  @inlinable static var imageXJp2Codestream: KnownType { KnownType(row: 626) }
  /// `image/x-kodak-dcr`
  @inlinable static var imageXKodakDcr: KnownType { KnownType(row: 627) }
  /// `image/x-kodak-dcs`
  @inlinable static var imageXKodakDcs: KnownType { KnownType(row: 628) }
  /// `image/x-kodak-k25`
  @inlinable static var imageXKodakK25: KnownType { KnownType(row: 629) }
  /// `image/x-kodak-kdc`
  @inlinable static var imageXKodakKdc: KnownType { KnownType(row: 630) }
  /// `image/x-kyocera-raw`
  @inlinable static var imageXKyoceraRaw: KnownType { KnownType(row: 631) }
  /// `image/x-leaf-mos`
  @inlinable static var imageXLeafMos: KnownType { KnownType(row: 632) }
  /// `image/x-leica-rwl`
  @inlinable static var imageXLeicaRwl: KnownType { KnownType(row: 633) }
  /// `image/x-lwo`
  @inlinable static var imageXLwo: KnownType { KnownType(row: 634) }
  /// `image/x-lws`
  @inlinable static var imageXLws: KnownType { KnownType(row: 635) }
  /// `image/x-macpaint`
  @inlinable static var imageXMacpaint: KnownType { KnownType(row: 636) }
  /// `image/x-mamiya-mef`
  @inlinable static var imageXMamiyaMef: KnownType { KnownType(row: 637) }
  /// `image/x-minolta-mrw`
  @inlinable static var imageXMinoltaMrw: KnownType { KnownType(row: 638) }
  /// `image/x-msod`
  @inlinable static var imageXMsod: KnownType { KnownType(row: 639) }
  /// `image/x-niff`
  @inlinable static var imageXNiff: KnownType { KnownType(row: 640) }
  /// `image/x-nikon-nef`
  @inlinable static var imageXNikonNef: KnownType { KnownType(row: 641) }
  /// `image/x-nikon-nrw`
  @inlinable static var imageXNikonNrw: KnownType { KnownType(row: 642) }
  /// `image/x-olympus-orf`
  @inlinable static var imageXOlympusOrf: KnownType { KnownType(row: 643) }
  /// `image/x-os2-graphics`
  @inlinable static var imageXOs2Graphics: KnownType { KnownType(row: 644) }
  /// `image/x-os2-ico`
  @inlinable static var imageXOs2Ico: KnownType { KnownType(row: 645) }
  /// `image/x-panasonic-rw`
  @inlinable static var imageXPanasonicRw: KnownType { KnownType(row: 646) }
  /// `image/x-panasonic-rw2`
  @inlinable static var imageXPanasonicRw2: KnownType { KnownType(row: 647) }
  /// `image/x-pentax-pef`
  @inlinable static var imageXPentaxPef: KnownType { KnownType(row: 648) }
  /// `image/x-pentax-ptx`
  @inlinable static var imageXPentaxPtx: KnownType { KnownType(row: 649) }
  /// `image/x-phaseone-cap`
  @inlinable static var imageXPhaseoneCap: KnownType { KnownType(row: 650) }
  /// `image/x-phaseone-iiq`
  @inlinable static var imageXPhaseoneIiq: KnownType { KnownType(row: 651) }
  /// `image/x-photo-cd`
  @inlinable static var imageXPhotoCd: KnownType { KnownType(row: 652) }
  /// `image/x-pict`
  @inlinable static var imageXPict: KnownType { KnownType(row: 653) }
  /// `image/x-portable-anymap`
  @inlinable static var imageXPortableAnymap: KnownType { KnownType(row: 654) }
  /// `image/x-portable-bitmap`
  @inlinable static var imageXPortableBitmap: KnownType { KnownType(row: 655) }
  /// `image/x-portable-graymap`
  @inlinable static var imageXPortableGraymap: KnownType { KnownType(row: 656) }
  /// `image/x-portable-pixmap`
  @inlinable static var imageXPortablePixmap: KnownType { KnownType(row: 657) }
  /// `image/x-quicktime`
  @inlinable static var imageXQuicktime: KnownType { KnownType(row: 658) }
  /// `image/x-rgb`
  @inlinable static var imageXRgb: KnownType { KnownType(row: 659) }
  /// `image/x-samsung-srw`
  @inlinable static var imageXSamsungSrw: KnownType { KnownType(row: 660) }
  /// `image/x-sgi`
  @inlinable static var imageXSgi: KnownType { KnownType(row: 661) }
  /// `image/x-sigma-x3f`
  @inlinable static var imageXSigmaX3f: KnownType { KnownType(row: 662) }
  /// `image/x-skencil`
  @inlinable static var imageXSkencil: KnownType { KnownType(row: 663) }
  /// `image/x-sony-arw`
  @inlinable static var imageXSonyArw: KnownType { KnownType(row: 664) }
  /// `image/x-sony-sr2`
  @inlinable static var imageXSonySr2: KnownType { KnownType(row: 665) }
  /// `image/x-sony-srf`
  @inlinable static var imageXSonySrf: KnownType { KnownType(row: 666) }
  /// `image/x-sun-raster`
  @inlinable static var imageXSunRaster: KnownType { KnownType(row: 667) }
  /// `image/x-tga`
  @inlinable static var imageXTga: KnownType { KnownType(row: 668) }
  /// `image/x-tiff-multipage`
  @inlinable static var imageXTiffMultipage: KnownType { KnownType(row: 669) }
  /// `image/x-win-bitmap`
  @inlinable static var imageXWinBitmap: KnownType { KnownType(row: 670) }
  /// `image/x-xbitmap`
  @inlinable static var imageXXbitmap: KnownType { KnownType(row: 671) }
  /// `image/x-xcf`
  @inlinable static var imageXXcf: KnownType { KnownType(row: 672) }
  /// `image/x-xcursor`
  @inlinable static var imageXXcursor: KnownType { KnownType(row: 673) }
  /// `image/x-xfig`
  @inlinable static var imageXXfig: KnownType { KnownType(row: 674) }
  /// `image/x-xpixmap`
  @inlinable static var imageXXpixmap: KnownType { KnownType(row: 675) }
  /// `image/x-xwindowdump`
  @inlinable static var imageXXwindowdump: KnownType { KnownType(row: 676) }
  /// `inode/blockdevice`
  @inlinable static var inodeBlockdevice: KnownType { KnownType(row: 677) }
  /// `inode/chardevice`
  @inlinable static var inodeChardevice: KnownType { KnownType(row: 678) }
  /// `inode/directory`
  @inlinable static var inodeDirectory: KnownType { KnownType(row: 679) }
  /// `inode/fifo`
  @inlinable static var inodeFifo: KnownType { KnownType(row: 680) }
  /// `inode/mount-point`
  @inlinable static var inodeMountPoint: KnownType { KnownType(row: 681) }
  /// `inode/socket`
  @inlinable static var inodeSocket: KnownType { KnownType(row: 682) }
  /// `inode/symlink`
  @inlinable static var inodeSymlink: KnownType { KnownType(row: 683) }
  /// `message/delivery-status`
  @inlinable static var messageDeliveryStatus: KnownType { KnownType(row: 684) }
  /// `message/disposition-notification`
  @inlinable static var messageDispositionNotification: KnownType { KnownType(row: 685) }
  /// `message/external-body`
  @inlinable static var messageExternalBody: KnownType { KnownType(row: 686) }
  /// `message/news`
  @inlinable static var messageNews: KnownType { KnownType(row: 687) }
  /// `message/partial`
  @inlinable static var messagePartial: KnownType { KnownType(row: 688) }
  /// `message/rfc822`
  @inlinable static var messageRfc822: KnownType { KnownType(row: 689) }
  /// `message/x-gnu-rmail`
  @inlinable static var messageXGnuRmail: KnownType { KnownType(row: 690) }
  /// `model/3mf`
  @inlinable static var model3mf: KnownType { KnownType(row: 691) }
  /// `model/gltf+json`
  @inlinable static var modelGltfJson: KnownType { KnownType(row: 692) }
  /// `model/gltf-binary`
  @inlinable static var modelGltfBinary: KnownType { KnownType(row: 693) }
  /// `model/iges`
  @inlinable static var modelIges: KnownType { KnownType(row: 694) }
  /// `model/mtl`
  @inlinable static var modelMtl: KnownType { KnownType(row: 695) }
  /// `model/obj`
  @inlinable static var modelObj: KnownType { KnownType(row: 696) }
  /// `model/stl`
  @inlinable static var modelStl: KnownType { KnownType(row: 697) }
  /// `model/vrml`
  @inlinable static var modelVrml: KnownType { KnownType(row: 698) }
  /// `multipart/alternative`
  @inlinable static var multipartAlternative: KnownType { KnownType(row: 699) }
  /// `multipart/appledouble`
  @inlinable static var multipartAppledouble: KnownType { KnownType(row: 700) }
  /// `multipart/digest`
  @inlinable static var multipartDigest: KnownType { KnownType(row: 701) }
  /// `multipart/encrypted`
  @inlinable static var multipartEncrypted: KnownType { KnownType(row: 702) }
  /// `multipart/mixed`
  @inlinable static var multipartMixed: KnownType { KnownType(row: 703) }
  /// `multipart/related`
  @inlinable static var multipartRelated: KnownType { KnownType(row: 704) }
  /// `multipart/report`
  @inlinable static var multipartReport: KnownType { KnownType(row: 705) }
  /// `multipart/signed`
  @inlinable static var multipartSigned: KnownType { KnownType(row: 706) }
  /// `multipart/x-mixed-replace`
  @inlinable static var multipartXMixedReplace: KnownType { KnownType(row: 707) }
  /// `text/cache-manifest`
  @inlinable static var textCacheManifest: KnownType { KnownType(row: 708) }
  /// `text/calendar`
  @inlinable static var textCalendar: KnownType { KnownType(row: 709) }
  /// `text/css`
  @inlinable static var textCss: KnownType { KnownType(row: 710) }
  /// `text/csv`
  @inlinable static var textCsv: KnownType { KnownType(row: 711) }
  /// `text/csv-schema`
  @inlinable static var textCsvSchema: KnownType { KnownType(row: 712) }
  /// `text/enriched`
  @inlinable static var textEnriched: KnownType { KnownType(row: 713) }
  /// `text/html`
  @inlinable static var textHtml: KnownType { KnownType(row: 714) }
  /// `text/htmlh`
  @inlinable static var textHtmlh: KnownType { KnownType(row: 715) }
  /// `text/markdown`
  @inlinable static var textMarkdown: KnownType { KnownType(row: 716) }
  /// `text/org`
  @inlinable static var textOrg: KnownType { KnownType(row: 717) }
  /// `text/plain`
  @inlinable static var textPlain: KnownType { KnownType(row: 718) }
  /// `text/rfc822-headers`
  @inlinable static var textRfc822Headers: KnownType { KnownType(row: 719) }
  /// `text/richtext`
  @inlinable static var textRichtext: KnownType { KnownType(row: 720) }
  /// `text/rust`
  @inlinable static var textRust: KnownType { KnownType(row: 721) }
  /// `text/sgml`
  @inlinable static var textSgml: KnownType { KnownType(row: 722) }
  /// `text/spreadsheet`
  @inlinable static var textSpreadsheet: KnownType { KnownType(row: 723) }
  /// `text/tab-separated-values`
  @inlinable static var textTabSeparatedValues: KnownType { KnownType(row: 724) }
  /// `text/tcl`
  @inlinable static var textTcl: KnownType { KnownType(row: 725) }
  /// `text/troff`
  @inlinable static var textTroff: KnownType { KnownType(row: 726) }
  /// `text/turtle`
  @inlinable static var textTurtle: KnownType { KnownType(row: 727) }
  /// `text/vbscript`
  @inlinable static var textVbscript: KnownType { KnownType(row: 728) }
  /// `text/vcard`
  @inlinable static var textVcard: KnownType { KnownType(row: 729) }
  /// `text/vnd.graphviz`
  @inlinable static var textVndGraphviz: KnownType { KnownType(row: 730) }
  /// `text/vnd.rn-realtext`
  @inlinable static var textVndRnRealtext: KnownType { KnownType(row: 731) }
  /// `text/vnd.senx.warpscript`
  @inlinable static var textVndSenxWarpscript: KnownType { KnownType(row: 732) }
  /// `text/vnd.sun.j2me.app-descriptor`
  @inlinable static var textVndSunJ2meAppDescriptor: KnownType { KnownType(row: 733) }
  /// `text/vnd.trolltech.linguist`
  @inlinable static var textVndTrolltechLinguist: KnownType { KnownType(row: 734) }
  /// `text/vnd.wap.wml`
  @inlinable static var textVndWapWml: KnownType { KnownType(row: 735) }
  /// `text/vnd.wap.wmlscript`
  @inlinable static var textVndWapWmlscript: KnownType { KnownType(row: 736) }
  /// `text/vtt`
  @inlinable static var textVtt: KnownType { KnownType(row: 737) }
  /// `text/x-adasrc`
  @inlinable static var textXAdasrc: KnownType { KnownType(row: 738) }
  /// `text/x-authors`
  @inlinable static var textXAuthors: KnownType { KnownType(row: 739) }
  /// `text/x-bibtex`
  @inlinable static var textXBibtex: KnownType { KnownType(row: 740) }
  /// `text/x-c++hdr`
  @inlinable static var textXCHdr: KnownType { KnownType(row: 741) }
  /// `text/x-c++src`
  @inlinable static var textXCSrc: KnownType { KnownType(row: 742) }
  /// `text/x-changelog`
  @inlinable static var textXChangelog: KnownType { KnownType(row: 743) }
  /// `text/x-chdr`
  @inlinable static var textXChdr: KnownType { KnownType(row: 744) }
  /// `text/x-cmake`
  @inlinable static var textXCmake: KnownType { KnownType(row: 745) }
  /// `text/x-cobol`
  @inlinable static var textXCobol: KnownType { KnownType(row: 746) }
  /// `text/x-common-lisp`
  @inlinable static var textXCommonLisp: KnownType { KnownType(row: 747) }
  /// `text/x-copying`
  @inlinable static var textXCopying: KnownType { KnownType(row: 748) }
  /// `text/x-credits`
  @inlinable static var textXCredits: KnownType { KnownType(row: 749) }
  /// `text/x-crystal`
  @inlinable static var textXCrystal: KnownType { KnownType(row: 750) }
  /// `text/x-csharp`
  @inlinable static var textXCsharp: KnownType { KnownType(row: 751) }
  /// `text/x-csrc`
  @inlinable static var textXCsrc: KnownType { KnownType(row: 752) }
  /// `text/x-dart`
  @inlinable static var textXDart: KnownType { KnownType(row: 753) }
  /// `text/x-dbus-service`
  @inlinable static var textXDbusService: KnownType { KnownType(row: 754) }
  /// `text/x-dcl`
  @inlinable static var textXDcl: KnownType { KnownType(row: 755) }
  /// `text/x-dsl`
  @inlinable static var textXDsl: KnownType { KnownType(row: 756) }
  /// `text/x-dsrc`
  @inlinable static var textXDsrc: KnownType { KnownType(row: 757) }
  /// `text/x-eiffel`
  @inlinable static var textXEiffel: KnownType { KnownType(row: 758) }
  /// `text/x-elixir`
  @inlinable static var textXElixir: KnownType { KnownType(row: 759) }
  /// `text/x-emacs-lisp`
  @inlinable static var textXEmacsLisp: KnownType { KnownType(row: 760) }
  /// `text/x-erlang`
  @inlinable static var textXErlang: KnownType { KnownType(row: 761) }
  /// `text/x-fortran`
  @inlinable static var textXFortran: KnownType { KnownType(row: 762) }
  /// `text/x-gcode-gx`
  @inlinable static var textXGcodeGx: KnownType { KnownType(row: 763) }
  /// `text/x-genie`
  @inlinable static var textXGenie: KnownType { KnownType(row: 764) }
  /// `text/x-gettext-translation`
  @inlinable static var textXGettextTranslation: KnownType { KnownType(row: 765) }
  /// `text/x-gettext-translation-template`
  @inlinable static var textXGettextTranslationTemplate: KnownType { KnownType(row: 766) }
  /// `text/x-gherkin`
  @inlinable static var textXGherkin: KnownType { KnownType(row: 767) }
  /// `text/x-go`
  @inlinable static var textXGo: KnownType { KnownType(row: 768) }
  /// `text/x-google-video-pointer`
  @inlinable static var textXGoogleVideoPointer: KnownType { KnownType(row: 769) }
  /// `text/x-gradle`
  @inlinable static var textXGradle: KnownType { KnownType(row: 770) }
  /// `text/x-groovy`
  @inlinable static var textXGroovy: KnownType { KnownType(row: 771) }
  /// `text/x-haskell`
  @inlinable static var textXHaskell: KnownType { KnownType(row: 772) }
  /// `text/x-iMelody`
  @inlinable static var textXIMelody: KnownType { KnownType(row: 773) }
  /// `text/x-idl`
  @inlinable static var textXIdl: KnownType { KnownType(row: 774) }
  /// `text/x-install`
  @inlinable static var textXInstall: KnownType { KnownType(row: 775) }
  /// `text/x-iptables`
  @inlinable static var textXIptables: KnownType { KnownType(row: 776) }
  /// `text/x-java`
  @inlinable static var textXJava: KnownType { KnownType(row: 777) }
  /// `text/x-kaitai-struct`
  @inlinable static var textXKaitaiStruct: KnownType { KnownType(row: 778) }
  /// `text/x-kotlin`
  @inlinable static var textXKotlin: KnownType { KnownType(row: 779) }
  /// `text/x-ldif`
  @inlinable static var textXLdif: KnownType { KnownType(row: 780) }
  /// `text/x-lilypond`
  @inlinable static var textXLilypond: KnownType { KnownType(row: 781) }
  /// `text/x-literate-haskell`
  @inlinable static var textXLiterateHaskell: KnownType { KnownType(row: 782) }
  /// `text/x-log`
  @inlinable static var textXLog: KnownType { KnownType(row: 783) }
  /// `text/x-lua`
  @inlinable static var textXLua: KnownType { KnownType(row: 784) }
  /// `text/x-makefile`
  @inlinable static var textXMakefile: KnownType { KnownType(row: 785) }
  /// `text/x-matlab`
  @inlinable static var textXMatlab: KnownType { KnownType(row: 786) }
  /// `text/x-maven+xml`
  @inlinable static var textXMavenXml: KnownType { KnownType(row: 787) }
  /// `text/x-meson`
  @inlinable static var textXMeson: KnownType { KnownType(row: 788) }
  /// `text/x-microdvd`
  @inlinable static var textXMicrodvd: KnownType { KnownType(row: 789) }
  /// `text/x-moc`
  @inlinable static var textXMoc: KnownType { KnownType(row: 790) }
  /// `text/x-modelica`
  @inlinable static var textXModelica: KnownType { KnownType(row: 791) }
  /// `text/x-mof`
  @inlinable static var textXMof: KnownType { KnownType(row: 792) }
  /// `text/x-mpl2`
  @inlinable static var textXMpl2: KnownType { KnownType(row: 793) }
  /// `text/x-mpsub`
  @inlinable static var textXMpsub: KnownType { KnownType(row: 794) }
  /// `text/x-mrml`
  @inlinable static var textXMrml: KnownType { KnownType(row: 795) }
  /// `text/x-ms-regedit`
  @inlinable static var textXMsRegedit: KnownType { KnownType(row: 796) }
  /// `text/x-mup`
  @inlinable static var textXMup: KnownType { KnownType(row: 797) }
  /// `text/x-nfo`
  @inlinable static var textXNfo: KnownType { KnownType(row: 798) }
  /// `text/x-objc++src`
  @inlinable static var textXObjcSrc: KnownType { KnownType(row: 799) }
  /// `text/x-objcsrc`
  @inlinable static var textXObjcsrc: KnownType { KnownType(row: 800) }
  /// `text/x-ocaml`
  @inlinable static var textXOcaml: KnownType { KnownType(row: 801) }
  /// `text/x-ocl`
  @inlinable static var textXOcl: KnownType { KnownType(row: 802) }
  /// `text/x-ooc`
  @inlinable static var textXOoc: KnownType { KnownType(row: 803) }
  /// `text/x-opencl-src`
  @inlinable static var textXOpenclSrc: KnownType { KnownType(row: 804) }
  /// `text/x-opml+xml`
  @inlinable static var textXOpmlXml: KnownType { KnownType(row: 805) }
  /// `text/x-pascal`
  @inlinable static var textXPascal: KnownType { KnownType(row: 806) }
  /// `text/x-patch`
  @inlinable static var textXPatch: KnownType { KnownType(row: 807) }
  /// `text/x-python`
  @inlinable static var textXPython: KnownType { KnownType(row: 808) }
  /// `text/x-python3`
  @inlinable static var textXPython3: KnownType { KnownType(row: 809) }
  /// `text/x-qml`
  @inlinable static var textXQml: KnownType { KnownType(row: 810) }
  /// `text/x-readme`
  @inlinable static var textXReadme: KnownType { KnownType(row: 811) }
  /// `text/x-reject`
  @inlinable static var textXReject: KnownType { KnownType(row: 812) }
  /// `text/x-rpm-spec`
  @inlinable static var textXRpmSpec: KnownType { KnownType(row: 813) }
  /// `text/x-rst`
  @inlinable static var textXRst: KnownType { KnownType(row: 814) }
  /// `text/x-sagemath`
  @inlinable static var textXSagemath: KnownType { KnownType(row: 815) }
  /// `text/x-sass`
  @inlinable static var textXSass: KnownType { KnownType(row: 816) }
  /// `text/x-scala`
  @inlinable static var textXScala: KnownType { KnownType(row: 817) }
  /// `text/x-scheme`
  @inlinable static var textXScheme: KnownType { KnownType(row: 818) }
  /// `text/x-scons`
  @inlinable static var textXScons: KnownType { KnownType(row: 819) }
  /// `text/x-scss`
  @inlinable static var textXScss: KnownType { KnownType(row: 820) }
  /// `text/x-setext`
  @inlinable static var textXSetext: KnownType { KnownType(row: 821) }
  /// `text/x-sfv`
  @inlinable static var textXSfv: KnownType { KnownType(row: 822) }
  /// `text/x-ssa`
  @inlinable static var textXSsa: KnownType { KnownType(row: 823) }
  /// `text/x-subviewer`
  @inlinable static var textXSubviewer: KnownType { KnownType(row: 824) }
  /// `text/x-svhdr`
  @inlinable static var textXSvhdr: KnownType { KnownType(row: 825) }
  /// `text/x-svsrc`
  @inlinable static var textXSvsrc: KnownType { KnownType(row: 826) }
  /// `text/x-swift`
  @inlinable static var textXSwift: KnownType { KnownType(row: 827) }
  /// `text/x-systemd-unit`
  @inlinable static var textXSystemdUnit: KnownType { KnownType(row: 828) }
  /// `text/x-tex`
  @inlinable static var textXTex: KnownType { KnownType(row: 829) }
  /// `text/x-texinfo`
  @inlinable static var textXTexinfo: KnownType { KnownType(row: 830) }
  /// `text/x-troff-me`
  @inlinable static var textXTroffMe: KnownType { KnownType(row: 831) }
  /// `text/x-troff-mm`
  @inlinable static var textXTroffMm: KnownType { KnownType(row: 832) }
  /// `text/x-troff-ms`
  @inlinable static var textXTroffMs: KnownType { KnownType(row: 833) }
  /// `text/x-twig`
  @inlinable static var textXTwig: KnownType { KnownType(row: 834) }
  /// `text/x-txt2tags`
  @inlinable static var textXTxt2tags: KnownType { KnownType(row: 835) }
  /// `text/x-uil`
  @inlinable static var textXUil: KnownType { KnownType(row: 836) }
  /// `text/x-uri`
  @inlinable static var textXUri: KnownType { KnownType(row: 837) }
  /// `text/x-uuencode`
  @inlinable static var textXUuencode: KnownType { KnownType(row: 838) }
  /// `text/x-vala`
  @inlinable static var textXVala: KnownType { KnownType(row: 839) }
  /// `text/x-verilog`
  @inlinable static var textXVerilog: KnownType { KnownType(row: 840) }
  /// `text/x-vhdl`
  @inlinable static var textXVhdl: KnownType { KnownType(row: 841) }
  /// `text/x-vobsub-index`
  @inlinable static var textXVobsubIndex: KnownType { KnownType(row: 842) }
  /// `text/x-xmi`
  @inlinable static var textXXmi: KnownType { KnownType(row: 843) }
  /// `text/x-xslfo`
  @inlinable static var textXXslfo: KnownType { KnownType(row: 844) }
  /// `text/x.gcode`
  @inlinable static var textXGcode: KnownType { KnownType(row: 845) }
  /// `text/xmcd`
  @inlinable static var textXmcd: KnownType { KnownType(row: 846) }
  /// `video/3gpp`
  @inlinable static var video3gpp: KnownType { KnownType(row: 847) }
  /// `video/3gpp2`
  @inlinable static var video3gpp2: KnownType { KnownType(row: 848) }
  /// `video/annodex`
  @inlinable static var videoAnnodex: KnownType { KnownType(row: 849) }
  /// `video/dv`
  @inlinable static var videoDv: KnownType { KnownType(row: 850) }
  /// `video/h264`
  @inlinable static var videoH264: KnownType { KnownType(row: 851) }
  /// `video/h265`
  @inlinable static var videoH265: KnownType { KnownType(row: 852) }
  /// `video/isivideo`
  @inlinable static var videoIsivideo: KnownType { KnownType(row: 853) }
  /// `video/mj2`
  @inlinable static var videoMj2: KnownType { KnownType(row: 854) }
  /// `video/mp2t`
  @inlinable static var videoMp2t: KnownType { KnownType(row: 855) }
  /// `video/mp4`
  @inlinable static var videoMp4: KnownType { KnownType(row: 856) }
  /// `video/mpeg`
  @inlinable static var videoMpeg: KnownType { KnownType(row: 857) }
  /// `video/ogg`
  @inlinable static var videoOgg: KnownType { KnownType(row: 858) }
  /// `video/quicktime`
  @inlinable static var videoQuicktime: KnownType { KnownType(row: 859) }
  /// `video/vnd.mpegurl`
  @inlinable static var videoVndMpegurl: KnownType { KnownType(row: 860) }
  /// `video/vnd.radgamettools.bink`
  @inlinable static var videoVndRadgamettoolsBink: KnownType { KnownType(row: 861) }
  /// `video/vnd.radgamettools.smacker`
  @inlinable static var videoVndRadgamettoolsSmacker: KnownType { KnownType(row: 862) }
  /// `video/vnd.rn-realvideo`
  @inlinable static var videoVndRnRealvideo: KnownType { KnownType(row: 863) }
  /// `video/vnd.vivo`
  @inlinable static var videoVndVivo: KnownType { KnownType(row: 864) }
  /// `video/wavelet`
  @inlinable static var videoWavelet: KnownType { KnownType(row: 865) }
  /// `video/webm`
  @inlinable static var videoWebm: KnownType { KnownType(row: 866) }
  /// `video/x-anim`
  @inlinable static var videoXAnim: KnownType { KnownType(row: 867) }
  /// `video/x-flic`
  @inlinable static var videoXFlic: KnownType { KnownType(row: 868) }
  /// `video/x-flv`
  @inlinable static var videoXFlv: KnownType { KnownType(row: 869) }
  /// `video/x-gxf`
  @inlinable static var videoXGxf: KnownType { KnownType(row: 870) }
  /// `video/x-ivf`
  @inlinable static var videoXIvf: KnownType { KnownType(row: 871) }
  /// `video/x-javafx`
  @inlinable static var videoXJavafx: KnownType { KnownType(row: 872) }
  /// `video/x-matroska`
  @inlinable static var videoXMatroska: KnownType { KnownType(row: 873) }
  /// `video/x-matroska-3d`
  @inlinable static var videoXMatroska3d: KnownType { KnownType(row: 874) }
  /// `video/x-mjpeg`
  @inlinable static var videoXMjpeg: KnownType { KnownType(row: 875) }
  /// `video/x-mng`
  @inlinable static var videoXMng: KnownType { KnownType(row: 876) }
  /// `video/x-ms-wmv`
  @inlinable static var videoXMsWmv: KnownType { KnownType(row: 877) }
  /// `video/x-msvideo`
  @inlinable static var videoXMsvideo: KnownType { KnownType(row: 878) }
  /// `video/x-nsv`
  @inlinable static var videoXNsv: KnownType { KnownType(row: 879) }
  /// `video/x-nut`
  @inlinable static var videoXNut: KnownType { KnownType(row: 880) }
  /// `video/x-ogm+ogg`
  @inlinable static var videoXOgmOgg: KnownType { KnownType(row: 881) }
  /// `video/x-roq`
  @inlinable static var videoXRoq: KnownType { KnownType(row: 882) }
  /// `video/x-sgi-movie`
  @inlinable static var videoXSgiMovie: KnownType { KnownType(row: 883) }
  /// `video/x-theora+ogg`
  @inlinable static var videoXTheoraOgg: KnownType { KnownType(row: 884) }
  /// `video/x-wtv`
  @inlinable static var videoXWtv: KnownType { KnownType(row: 885) }
  /// `video/x-yuv4mpeg`
  @inlinable static var videoXYuv4mpeg: KnownType { KnownType(row: 886) }
  /// `x-content/audio-cdda`
  @inlinable static var xContentAudioCdda: KnownType { KnownType(row: 887) }
  /// `x-content/audio-dvd`
  @inlinable static var xContentAudioDvd: KnownType { KnownType(row: 888) }
  /// `x-content/audio-player`
  @inlinable static var xContentAudioPlayer: KnownType { KnownType(row: 889) }
  /// `x-content/blank-bd`
  @inlinable static var xContentBlankBd: KnownType { KnownType(row: 890) }
  /// `x-content/blank-cd`
  @inlinable static var xContentBlankCd: KnownType { KnownType(row: 891) }
  /// `x-content/blank-dvd`
  @inlinable static var xContentBlankDvd: KnownType { KnownType(row: 892) }
  /// `x-content/blank-hddvd`
  @inlinable static var xContentBlankHddvd: KnownType { KnownType(row: 893) }
  /// `x-content/ebook-reader`
  @inlinable static var xContentEbookReader: KnownType { KnownType(row: 894) }
  /// `x-content/image-dcf`
  @inlinable static var xContentImageDcf: KnownType { KnownType(row: 895) }
  /// `x-content/image-picturecd`
  @inlinable static var xContentImagePicturecd: KnownType { KnownType(row: 896) }
  /// `x-content/ostree-repository`
  @inlinable static var xContentOstreeRepository: KnownType { KnownType(row: 897) }
  /// `x-content/software`
  @inlinable static var xContentSoftware: KnownType { KnownType(row: 898) }
  /// `x-content/unix-software`
  @inlinable static var xContentUnixSoftware: KnownType { KnownType(row: 899) }
  /// `x-content/video-bluray`
  @inlinable static var xContentVideoBluray: KnownType { KnownType(row: 900) }
  /// `x-content/video-dvd`
  @inlinable static var xContentVideoDvd: KnownType { KnownType(row: 901) }
  /// `x-content/video-hddvd`
  @inlinable static var xContentVideoHddvd: KnownType { KnownType(row: 902) }
  /// `x-content/video-svcd`
  @inlinable static var xContentVideoSvcd: KnownType { KnownType(row: 903) }
  /// `x-content/video-vcd`
  @inlinable static var xContentVideoVcd: KnownType { KnownType(row: 904) }
  /// `x-content/win32-software`
  @inlinable static var xContentWin32Software: KnownType { KnownType(row: 905) }
  /// `x-epoc/x-sisx-app`
  @inlinable static var xEpocXSisxApp: KnownType { KnownType(row: 906) }
}

extension MediaTypeTable {
  /// Each row's canonical name.
  static let names: [StaticString] = [
    "application/andrew-inset",
    "application/annodex",
    "application/appx",
    "application/atom+xml",
    "application/dicom",
    "application/ecmascript",
    "application/epub+zip",
    "application/fits",
    "application/geo+json",
    "application/gml+xml",
    "application/gnunet-directory",
    "application/gpx+xml",
    "application/gzip",
    "application/illustrator",
    "application/javascript",
    "application/jrd+json",
    "application/json",
    "application/json-patch+json",
    "application/ld+json",
    "application/mac-binhex40",
    "application/mathematica",
    "application/mathml+xml",
    "application/mbox",
    "application/metalink+xml",
    "application/metalink4+xml",
    "application/msix",
    "application/msword",
    "application/msword-template",
    "application/mxf",
    "application/octet-stream",
    "application/oda",
    "application/ogg",
    "application/ovf",
    "application/owl+xml",
    "application/oxps",
    "application/pdf",
    "application/pgp-encrypted",
    "application/pgp-keys",
    "application/pgp-signature",
    "application/pkcs10",
    "application/pkcs12",
    "application/pkcs7-mime",
    "application/pkcs7-signature",
    "application/pkcs8",
    "application/pkcs8-encrypted",
    "application/pkix-cert",
    "application/pkix-crl",
    "application/pkix-pkipath",
    "application/postscript",
    "application/prs.plucker",
    "application/ram",
    "application/raml+yaml",
    "application/rdf+xml",
    "application/relax-ng-compact-syntax",
    "application/rss+xml",
    "application/rtf",
    "application/schema+json",
    "application/sdp",
    "application/sieve",
    "application/smil+xml",
    "application/sparql-query",
    "application/sparql-results+xml",
    "application/sql",
    "application/toml",
    "application/trig",
    "application/vnd.adobe.flash.movie",
    "application/vnd.amazon.ebook",
    "application/vnd.amazon.mobi8-ebook",
    "application/vnd.android.package-archive",
    "application/vnd.appimage",
    "application/vnd.apple.keynote",
    "application/vnd.apple.mpegurl",
    "application/vnd.apple.numbers",
    "application/vnd.apple.pages",
    "application/vnd.apple.pkpass",
    "application/vnd.chess-pgn",
    "application/vnd.coffeescript",
    "application/vnd.comicbook+zip",
    "application/vnd.comicbook-rar",
    "application/vnd.corel-draw",
    "application/vnd.debian.binary-package",
    "application/vnd.emusic-emusic_package",
    "application/vnd.flatpak",
    "application/vnd.flatpak.ref",
    "application/vnd.flatpak.repo",
    "application/vnd.framemaker",
    "application/vnd.google-earth.kml+xml",
    "application/vnd.google-earth.kmz",
    "application/vnd.hp-hpgl",
    "application/vnd.hp-pcl",
    "application/vnd.iccprofile",
    "application/vnd.lotus-1-2-3",
    "application/vnd.lotus-wordpro",
    "application/vnd.microsoft.portable-executable",
    "application/vnd.mozilla.xul+xml",
    "application/vnd.ms-access",
    "application/vnd.ms-asf",
    "application/vnd.ms-cab-compressed",
    "application/vnd.ms-excel",
    "application/vnd.ms-excel.addin.macroEnabled.12",
    "application/vnd.ms-excel.sheet.binary.macroEnabled.12",
    "application/vnd.ms-excel.sheet.macroEnabled.12",
    "application/vnd.ms-excel.template.macroEnabled.12",
    "application/vnd.ms-htmlhelp",
    "application/vnd.ms-outlook",
    "application/vnd.ms-powerpoint",
    "application/vnd.ms-powerpoint.addin.macroEnabled.12",
    "application/vnd.ms-powerpoint.presentation.macroEnabled.12",
    "application/vnd.ms-powerpoint.slide.macroEnabled.12",
    "application/vnd.ms-powerpoint.slideshow.macroEnabled.12",
    "application/vnd.ms-powerpoint.template.macroEnabled.12",
    "application/vnd.ms-publisher",
    "application/vnd.ms-tnef",
    "application/vnd.ms-visio.drawing.macroEnabled.main+xml",
    "application/vnd.ms-visio.drawing.main+xml",
    "application/vnd.ms-visio.stencil.macroEnabled.main+xml",
    "application/vnd.ms-visio.stencil.main+xml",
    "application/vnd.ms-visio.template.macroEnabled.main+xml",
    "application/vnd.ms-visio.template.main+xml",
    "application/vnd.ms-word.document.macroEnabled.12",
    "application/vnd.ms-word.template.macroEnabled.12",
    "application/vnd.ms-works",
    "application/vnd.ms-wpl",
    "application/vnd.ms-xpsdocument",
    "application/vnd.nintendo.snes.rom",
    "application/vnd.oasis.opendocument.chart",
    "application/vnd.oasis.opendocument.chart-template",
    "application/vnd.oasis.opendocument.database",
    "application/vnd.oasis.opendocument.formula",
    "application/vnd.oasis.opendocument.formula-template",
    "application/vnd.oasis.opendocument.graphics",
    "application/vnd.oasis.opendocument.graphics-flat-xml",
    "application/vnd.oasis.opendocument.graphics-template",
    "application/vnd.oasis.opendocument.image",
    "application/vnd.oasis.opendocument.presentation",
    "application/vnd.oasis.opendocument.presentation-flat-xml",
    "application/vnd.oasis.opendocument.presentation-template",
    "application/vnd.oasis.opendocument.spreadsheet",
    "application/vnd.oasis.opendocument.spreadsheet-flat-xml",
    "application/vnd.oasis.opendocument.spreadsheet-template",
    "application/vnd.oasis.opendocument.text",
    "application/vnd.oasis.opendocument.text-flat-xml",
    "application/vnd.oasis.opendocument.text-master",
    "application/vnd.oasis.opendocument.text-template",
    "application/vnd.oasis.opendocument.text-web",
    "application/vnd.openofficeorg.extension",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "application/vnd.openxmlformats-officedocument.presentationml.slide",
    "application/vnd.openxmlformats-officedocument.presentationml.slideshow",
    "application/vnd.openxmlformats-officedocument.presentationml.template",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.template",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.template",
    "application/vnd.palm",
    "application/vnd.rar",
    "application/vnd.rn-realmedia",
    "application/vnd.smaf",
    "application/vnd.snap",
    "application/vnd.sqlite3",
    "application/vnd.squashfs",
    "application/vnd.stardivision.calc",
    "application/vnd.stardivision.chart",
    "application/vnd.stardivision.draw",
    "application/vnd.stardivision.impress",
    "application/vnd.stardivision.mail",
    "application/vnd.stardivision.math",
    "application/vnd.stardivision.writer",
    "application/vnd.sun.xml.calc",
    "application/vnd.sun.xml.calc.template",
    "application/vnd.sun.xml.draw",
    "application/vnd.sun.xml.draw.template",
    "application/vnd.sun.xml.impress",
    "application/vnd.sun.xml.impress.template",
    "application/vnd.sun.xml.math",
    "application/vnd.sun.xml.writer",
    "application/vnd.sun.xml.writer.global",
    "application/vnd.sun.xml.writer.template",
    "application/vnd.symbian.install",
    "application/vnd.tcpdump.pcap",
    "application/vnd.visio",
    "application/vnd.wordperfect",
    "application/vnd.youtube.yt",
    "application/winhlp",
    "application/x-7z-compressed",
    "application/x-abiword",
    "application/x-ace",
    "application/x-alz",
    "application/x-amiga-disk-format",
    "application/x-amipro",
    "application/x-aportisdoc",
    "application/x-apple-diskimage",
    "application/x-apple-systemprofiler+xml",
    "application/x-appleworks-document",
    "application/x-applix-spreadsheet",
    "application/x-applix-word",
    "application/x-arc",
    "application/x-archive",
    "application/x-arj",
    "application/x-asar",
    "application/x-asp",
    "application/x-atari-2600-rom",
    "application/x-atari-7800-rom",
    "application/x-atari-lynx-rom",
    "application/x-awk",
    "application/x-bcpio",
    "application/x-bittorrent",
    "application/x-blender",
    "application/x-bps-patch",
    "application/x-bsdiff",
    "application/x-bzdvi",
    "application/x-bzip",
    "application/x-bzip-compressed-tar",
    "application/x-bzpdf",
    "application/x-bzpostscript",
    "application/x-cb7",
    "application/x-cbt",
    "application/x-ccmx",
    "application/x-cd-image",
    "application/x-cdrdao-toc",
    "application/x-cisco-vpn-settings",
    "application/x-class-file",
    "application/x-compress",
    "application/x-compressed-iso",
    "application/x-compressed-tar",
    "application/x-core",
    "application/x-cpio",
    "application/x-cpio-compressed",
    "application/x-csh",
    "application/x-cue",
    "application/x-dar",
    "application/x-dbf",
    "application/x-designer",
    "application/x-desktop",
    "application/x-dia-diagram",
    "application/x-dia-shape",
    "application/x-directory",
    "application/x-discjuggler-cd-image",
    "application/x-docbook+xml",
    "application/x-doom-wad",
    "application/x-dreamcast-rom",
    "application/x-dvi",
    "application/x-e-theme",
    "application/x-egon",
    "application/x-executable",
    "application/x-fds-disk",
    "application/x-fictionbook+xml",
    "application/x-fluid",
    "application/x-font-afm",
    "application/x-font-bdf",
    "application/x-font-dos",
    "application/x-font-framemaker",
    "application/x-font-libgrx",
    "application/x-font-linux-psf",
    "application/x-font-pcf",
    "application/x-font-speedo",
    "application/x-font-sunos-news",
    "application/x-font-tex",
    "application/x-font-tex-tfm",
    "application/x-font-ttx",
    "application/x-font-type1",
    "application/x-font-vfont",
    "application/x-gameboy-color-rom",
    "application/x-gameboy-rom",
    "application/x-gamecube-rom",
    "application/x-gamegear-rom",
    "application/x-gba-rom",
    "application/x-gd-rom-cue",
    "application/x-gdbm",
    "application/x-gdscript",
    "application/x-gedcom",
    "application/x-genesis-32x-rom",
    "application/x-genesis-rom",
    "application/x-gettext-translation",
    "application/x-glade",
    "application/x-gnucash",
    "application/x-gnumeric",
    "application/x-gnuplot",
    "application/x-go-sgf",
    "application/x-godot-project",
    "application/x-godot-resource",
    "application/x-godot-scene",
    "application/x-godot-shader",
    "application/x-graphite",
    "application/x-gtk-builder",
    "application/x-gtktalog",
    "application/x-gz-font-linux-psf",
    "application/x-gzdvi",
    "application/x-gzpdf",
    "application/x-gzpostscript",
    "application/x-hdf",
    "application/x-hfe-floppy-image",
    "application/x-hwp",
    "application/x-hwt",
    "application/x-ica",
    "application/x-iff",
    "application/x-installshield-cab",
    "application/x-ios-app",
    "application/x-ipod-firmware",
    "application/x-ips-patch",
    "application/x-ipynb+json",
    "application/x-iso9660-appimage",
    "application/x-it87",
    "application/x-java",
    "application/x-java-archive",
    "application/x-java-jce-keystore",
    "application/x-java-jmod",
    "application/x-java-jnlp-file",
    "application/x-java-keystore",
    "application/x-java-pack200",
    "application/x-jbuilder-project",
    "application/x-karbon",
    "application/x-kchart",
    "application/x-kexi-connectiondata",
    "application/x-kexiproject-shortcut",
    "application/x-kexiproject-sqlite2",
    "application/x-kexiproject-sqlite3",
    "application/x-kformula",
    "application/x-killustrator",
    "application/x-kivio",
    "application/x-kontour",
    "application/x-kpovmodeler",
    "application/x-kpresenter",
    "application/x-krita",
    "application/x-kspread",
    "application/x-kspread-crypt",
    "application/x-ksysv-package",
    "application/x-kugar",
    "application/x-kword",
    "application/x-kword-crypt",
    "application/x-lha",
    "application/x-lhz",
    "application/x-lrzip",
    "application/x-lrzip-compressed-tar",
    "application/x-lyx",
    "application/x-lz4",
    "application/x-lz4-compressed-tar",
    "application/x-lzip",
    "application/x-lzip-compressed-tar",
    "application/x-lzma",
    "application/x-lzma-compressed-tar",
    "application/x-lzop",
    "application/x-lzpdf",
    "application/x-m4",
    "application/x-macbinary",
    "application/x-magicpoint",
    "application/x-mame-chd",
    "application/x-markaby",
    "application/x-matroska",
    "application/x-mif",
    "application/x-mimearchive",
    "application/x-mobipocket-ebook",
    "application/x-mozilla-bookmarks",
    "application/x-ms-dos-executable",
    "application/x-ms-wim",
    "application/x-msi",
    "application/x-mswinurl",
    "application/x-mswrite",
    "application/x-msx-rom",
    "application/x-n64-rom",
    "application/x-nautilus-link",
    "application/x-navi-animation",
    "application/x-neo-geo-pocket-color-rom",
    "application/x-neo-geo-pocket-rom",
    "application/x-nes-rom",
    "application/x-netcdf",
    "application/x-netshow-channel",
    "application/x-nintendo-3ds-executable",
    "application/x-nintendo-3ds-rom",
    "application/x-nintendo-ds-rom",
    "application/x-nzb",
    "application/x-object",
    "application/x-ole-storage",
    "application/x-oleo",
    "application/x-openzim",
    "application/x-pagemaker",
    "application/x-pak",
    "application/x-par2",
    "application/x-partial-download",
    "application/x-pc-engine-rom",
    "application/x-pef-executable",
    "application/x-perl",
    "application/x-pgs-subtitle",
    "application/x-php",
    "application/x-pie-executable",
    "application/x-pkcs7-certificates",
    "application/x-planperfect",
    "application/x-pocket-word",
    "application/x-profile",
    "application/x-pw",
    "application/x-pyspread-bz-spreadsheet",
    "application/x-pyspread-spreadsheet",
    "application/x-python-bytecode",
    "application/x-qed-disk",
    "application/x-qemu-disk",
    "application/x-qpress",
    "application/x-qtiplot",
    "application/x-quattropro",
    "application/x-quicktime-media-link",
    "application/x-qw",
    "application/x-raw-disk-image",
    "application/x-raw-disk-image-xz-compressed",
    "application/x-raw-floppy-disk-image",
    "application/x-riff",
    "application/x-rpm",
    "application/x-ruby",
    "application/x-sami",
    "application/x-saturn-rom",
    "application/x-sc",
    "application/x-sega-cd-rom",
    "application/x-sega-pico-rom",
    "application/x-sg1000-rom",
    "application/x-shar",
    "application/x-shared-library-la",
    "application/x-sharedlib",
    "application/x-shellscript",
    "application/x-shorten",
    "application/x-siag",
    "application/x-slp",
    "application/x-sms-rom",
    "application/x-source-rpm",
    "application/x-spss-por",
    "application/x-spss-sav",
    "application/x-sqlite2",
    "application/x-stuffit",
    "application/x-subrip",
    "application/x-sv4cpio",
    "application/x-sv4crc",
    "application/x-t602",
    "application/x-tar",
    "application/x-tarz",
    "application/x-tex-gf",
    "application/x-tex-pk",
    "application/x-tgif",
    "application/x-theme",
    "application/x-thomson-cartridge-memo7",
    "application/x-thomson-cassette",
    "application/x-thomson-sap-image",
    "application/x-toutdoux",
    "application/x-trash",
    "application/x-troff-man",
    "application/x-troff-man-compressed",
    "application/x-tzo",
    "application/x-ufraw",
    "application/x-ustar",
    "application/x-vdi-disk",
    "application/x-vhd-disk",
    "application/x-vhdx-disk",
    "application/x-virtual-boy-rom",
    "application/x-vmdk-disk",
    "application/x-wais-source",
    "application/x-wii-rom",
    "application/x-wii-wad",
    "application/x-windows-themepack",
    "application/x-wonderswan-color-rom",
    "application/x-wonderswan-rom",
    "application/x-wpg",
    "application/x-wwf",
    "application/x-x509-ca-cert",
    "application/x-xar",
    "application/x-xbel",
    "application/x-xpinstall",
    "application/x-xz",
    "application/x-xz-compressed-tar",
    "application/x-xzpdf",
    "application/x-yaml",
    "application/x-zerosize",
    "application/x-zip-compressed-fb2",
    "application/x-zoo",
    "application/x-zstd-compressed-tar",
    "application/xhtml+xml",
    "application/xliff+xml",
    "application/xml",
    "application/xml-dtd",
    "application/xml-external-parsed-entity",
    "application/xslt+xml",
    "application/xspf+xml",
    "application/zip",
    "application/zlib",
    "application/zstd",
    "audio/3gpp",
    "audio/AMR",
    "audio/AMR-WB",
    "audio/aac",
    "audio/ac3",
    "audio/annodex",
    "audio/basic",
    "audio/flac",
    "audio/midi",
    "audio/mobile-xmf",
    "audio/mp2",
    "audio/mp4",
    "audio/mpeg",
    "audio/ogg",
    "audio/prs.sid",
    "audio/usac",
    "audio/vnd.audible.aax",
    "audio/vnd.dolby.mlp",
    "audio/vnd.dts",
    "audio/vnd.dts.hd",
    "audio/vnd.rn-realaudio",
    "audio/webm",
    "audio/x-adpcm",
    "audio/x-aifc",
    "audio/x-aiff",
    "audio/x-amzxml",
    "audio/x-ape",
    "audio/x-caf",
    "audio/x-dff",
    "audio/x-dsf",
    "audio/x-flac+ogg",
    "audio/x-flv",
    "audio/x-gsm",
    "audio/x-iriver-pla",
    "audio/x-it",
    "audio/x-m4b",
    "audio/x-m4r",
    "audio/x-matroska",
    "audio/x-minipsf",
    "audio/x-mo3",
    "audio/x-mod",
    "audio/x-mp4a-latm",
    "audio/x-mpeg-ps",
    "audio/x-mpeg-ts",
    "audio/x-mpegurl",
    "audio/x-ms-asx",
    "audio/x-ms-wma",
    "audio/x-msvideo",
    "audio/x-musepack",
    "audio/x-nist",
    "audio/x-opus+ogg",
    "audio/x-pn-audibleaudio",
    "audio/x-psf",
    "audio/x-psflib",
    "audio/x-riff",
    "audio/x-s3m",
    "audio/x-scpls",
    "audio/x-sox",
    "audio/x-speex",
    "audio/x-speex+ogg",
    "audio/x-stm",
    "audio/x-tta",
    "audio/x-voc",
    "audio/x-vorbis+ogg",
    "audio/x-w64",
    "audio/x-wav",
    "audio/x-wavpack",
    "audio/x-wavpack-correction",
    "audio/x-xi",
    "audio/x-xm",
    "audio/x-xmf",
    "font/collection",
    "font/otf",
    "font/ttf",
    "font/woff",
    "font/woff2",
    "image/apng",
    "image/astc",
    "image/avif",
    "image/bmp",
    "image/bpg",
    "image/cgm",
    "image/dpx",
    "image/emf",
    "image/g3fax",
    "image/gif",
    "image/heif",
    "image/ief",
    "image/jp2",
    "image/jpeg",
    "image/jpm",
    "image/jpx",
    "image/jxl",
    "image/ktx",
    "image/ktx2",
    "image/openraster",
    "image/png",
    "image/qoi",
    "image/rle",
    "image/svg+xml",
    "image/svg+xml-compressed",
    "image/tiff",
    "image/vnd.adobe.photoshop",
    "image/vnd.djvu",
    "image/vnd.djvu+multipage",
    "image/vnd.dwg",
    "image/vnd.dxf",
    "image/vnd.microsoft.icon",
    "image/vnd.ms-modi",
    "image/vnd.radiance",
    "image/vnd.rn-realpix",
    "image/vnd.wap.wbmp",
    "image/vnd.zbrush.pcx",
    "image/webp",
    "image/wmf",
    "image/x-3ds",
    "image/x-adobe-dng",
    "image/x-applix-graphics",
    "image/x-arriraw",
    "image/x-bzeps",
    "image/x-canon-cr2",
    "image/x-canon-cr3",
    "image/x-canon-crw",
    "image/x-casio-bay",
    "image/x-cmu-raster",
    "image/x-compressed-xcf",
    "image/x-dcraw",
    "image/x-dds",
    "image/x-dib",
    "image/x-dpx",
    "image/x-eps",
    "image/x-epson-erf",
    "image/x-exr",
    "image/x-fpx",
    "image/x-fuji-raf",
    "image/x-gimp-gbr",
    "image/x-gimp-gih",
    "image/x-gimp-pat",
    "image/x-gopro-gpr",
    "image/x-gzeps",
    "image/x-hasselblad-3fr",
    "image/x-hasselblad-fff",
    "image/x-ibm-pointer",
    "image/x-icns",
    "image/x-ilbm",
    "image/x-jng",
    "image/x-jp2-codestream",
    "image/x-kodak-dcr",
    "image/x-kodak-dcs",
    "image/x-kodak-k25",
    "image/x-kodak-kdc",
    "image/x-kyocera-raw",
    "image/x-leaf-mos",
    "image/x-leica-rwl",
    "image/x-lwo",
    "image/x-lws",
    "image/x-macpaint",
    "image/x-mamiya-mef",
    "image/x-minolta-mrw",
    "image/x-msod",
    "image/x-niff",
    "image/x-nikon-nef",
    "image/x-nikon-nrw",
    "image/x-olympus-orf",
    "image/x-os2-graphics",
    "image/x-os2-ico",
    "image/x-panasonic-rw",
    "image/x-panasonic-rw2",
    "image/x-pentax-pef",
    "image/x-pentax-ptx",
    "image/x-phaseone-cap",
    "image/x-phaseone-iiq",
    "image/x-photo-cd",
    "image/x-pict",
    "image/x-portable-anymap",
    "image/x-portable-bitmap",
    "image/x-portable-graymap",
    "image/x-portable-pixmap",
    "image/x-quicktime",
    "image/x-rgb",
    "image/x-samsung-srw",
    "image/x-sgi",
    "image/x-sigma-x3f",
    "image/x-skencil",
    "image/x-sony-arw",
    "image/x-sony-sr2",
    "image/x-sony-srf",
    "image/x-sun-raster",
    "image/x-tga",
    "image/x-tiff-multipage",
    "image/x-win-bitmap",
    "image/x-xbitmap",
    "image/x-xcf",
    "image/x-xcursor",
    "image/x-xfig",
    "image/x-xpixmap",
    "image/x-xwindowdump",
    "inode/blockdevice",
    "inode/chardevice",
    "inode/directory",
    "inode/fifo",
    "inode/mount-point",
    "inode/socket",
    "inode/symlink",
    "message/delivery-status",
    "message/disposition-notification",
    "message/external-body",
    "message/news",
    "message/partial",
    "message/rfc822",
    "message/x-gnu-rmail",
    "model/3mf",
    "model/gltf+json",
    "model/gltf-binary",
    "model/iges",
    "model/mtl",
    "model/obj",
    "model/stl",
    "model/vrml",
    "multipart/alternative",
    "multipart/appledouble",
    "multipart/digest",
    "multipart/encrypted",
    "multipart/mixed",
    "multipart/related",
    "multipart/report",
    "multipart/signed",
    "multipart/x-mixed-replace",
    "text/cache-manifest",
    "text/calendar",
    "text/css",
    "text/csv",
    "text/csv-schema",
    "text/enriched",
    "text/html",
    "text/htmlh",
    "text/markdown",
    "text/org",
    "text/plain",
    "text/rfc822-headers",
    "text/richtext",
    "text/rust",
    "text/sgml",
    "text/spreadsheet",
    "text/tab-separated-values",
    "text/tcl",
    "text/troff",
    "text/turtle",
    "text/vbscript",
    "text/vcard",
    "text/vnd.graphviz",
    "text/vnd.rn-realtext",
    "text/vnd.senx.warpscript",
    "text/vnd.sun.j2me.app-descriptor",
    "text/vnd.trolltech.linguist",
    "text/vnd.wap.wml",
    "text/vnd.wap.wmlscript",
    "text/vtt",
    "text/x-adasrc",
    "text/x-authors",
    "text/x-bibtex",
    "text/x-c++hdr",
    "text/x-c++src",
    "text/x-changelog",
    "text/x-chdr",
    "text/x-cmake",
    "text/x-cobol",
    "text/x-common-lisp",
    "text/x-copying",
    "text/x-credits",
    "text/x-crystal",
    "text/x-csharp",
    "text/x-csrc",
    "text/x-dart",
    "text/x-dbus-service",
    "text/x-dcl",
    "text/x-dsl",
    "text/x-dsrc",
    "text/x-eiffel",
    "text/x-elixir",
    "text/x-emacs-lisp",
    "text/x-erlang",
    "text/x-fortran",
    "text/x-gcode-gx",
    "text/x-genie",
    "text/x-gettext-translation",
    "text/x-gettext-translation-template",
    "text/x-gherkin",
    "text/x-go",
    "text/x-google-video-pointer",
    "text/x-gradle",
    "text/x-groovy",
    "text/x-haskell",
    "text/x-iMelody",
    "text/x-idl",
    "text/x-install",
    "text/x-iptables",
    "text/x-java",
    "text/x-kaitai-struct",
    "text/x-kotlin",
    "text/x-ldif",
    "text/x-lilypond",
    "text/x-literate-haskell",
    "text/x-log",
    "text/x-lua",
    "text/x-makefile",
    "text/x-matlab",
    "text/x-maven+xml",
    "text/x-meson",
    "text/x-microdvd",
    "text/x-moc",
    "text/x-modelica",
    "text/x-mof",
    "text/x-mpl2",
    "text/x-mpsub",
    "text/x-mrml",
    "text/x-ms-regedit",
    "text/x-mup",
    "text/x-nfo",
    "text/x-objc++src",
    "text/x-objcsrc",
    "text/x-ocaml",
    "text/x-ocl",
    "text/x-ooc",
    "text/x-opencl-src",
    "text/x-opml+xml",
    "text/x-pascal",
    "text/x-patch",
    "text/x-python",
    "text/x-python3",
    "text/x-qml",
    "text/x-readme",
    "text/x-reject",
    "text/x-rpm-spec",
    "text/x-rst",
    "text/x-sagemath",
    "text/x-sass",
    "text/x-scala",
    "text/x-scheme",
    "text/x-scons",
    "text/x-scss",
    "text/x-setext",
    "text/x-sfv",
    "text/x-ssa",
    "text/x-subviewer",
    "text/x-svhdr",
    "text/x-svsrc",
    "text/x-swift",
    "text/x-systemd-unit",
    "text/x-tex",
    "text/x-texinfo",
    "text/x-troff-me",
    "text/x-troff-mm",
    "text/x-troff-ms",
    "text/x-twig",
    "text/x-txt2tags",
    "text/x-uil",
    "text/x-uri",
    "text/x-uuencode",
    "text/x-vala",
    "text/x-verilog",
    "text/x-vhdl",
    "text/x-vobsub-index",
    "text/x-xmi",
    "text/x-xslfo",
    "text/x.gcode",
    "text/xmcd",
    "video/3gpp",
    "video/3gpp2",
    "video/annodex",
    "video/dv",
    "video/h264",
    "video/h265",
    "video/isivideo",
    "video/mj2",
    "video/mp2t",
    "video/mp4",
    "video/mpeg",
    "video/ogg",
    "video/quicktime",
    "video/vnd.mpegurl",
    "video/vnd.radgamettools.bink",
    "video/vnd.radgamettools.smacker",
    "video/vnd.rn-realvideo",
    "video/vnd.vivo",
    "video/wavelet",
    "video/webm",
    "video/x-anim",
    "video/x-flic",
    "video/x-flv",
    "video/x-gxf",
    "video/x-ivf",
    "video/x-javafx",
    "video/x-matroska",
    "video/x-matroska-3d",
    "video/x-mjpeg",
    "video/x-mng",
    "video/x-ms-wmv",
    "video/x-msvideo",
    "video/x-nsv",
    "video/x-nut",
    "video/x-ogm+ogg",
    "video/x-roq",
    "video/x-sgi-movie",
    "video/x-theora+ogg",
    "video/x-wtv",
    "video/x-yuv4mpeg",
    "x-content/audio-cdda",
    "x-content/audio-dvd",
    "x-content/audio-player",
    "x-content/blank-bd",
    "x-content/blank-cd",
    "x-content/blank-dvd",
    "x-content/blank-hddvd",
    "x-content/ebook-reader",
    "x-content/image-dcf",
    "x-content/image-picturecd",
    "x-content/ostree-repository",
    "x-content/software",
    "x-content/unix-software",
    "x-content/video-bluray",
    "x-content/video-dvd",
    "x-content/video-hddvd",
    "x-content/video-svcd",
    "x-content/video-vcd",
    "x-content/win32-software",
    "x-epoc/x-sisx-app",
  ]

  /// Each row's kind; `nil` for bytes that decide none.
  static let kinds: [IconKind?] = [
    .other,
    .other,
    .archive,
    .document,
    .other,
    .document,
    .document,
    .image,
    .document,
    .document,
    .other,
    .document,
    .archive,
    .image,
    .document,
    .document,
    .document,
    .document,
    .document,
    .other,
    .document,
    .document,
    .document,
    .document,
    .document,
    .archive,
    .document,
    .document,
    .video,
    nil,
    .other,
    .audio,
    .archive,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .other,
    .other,
    .other,
    .document,
    .other,
    .other,
    .other,
    .other,
    .other,
    .document,
    .other,
    .other,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .other,
    .document,
    .document,
    .document,
    .document,
    .other,
    .document,
    .document,
    .archive,
    .archive,
    .document,
    .document,
    .document,
    .document,
    .archive,
    .document,
    .document,
    .document,
    .document,
    .image,
    .archive,
    .other,
    .other,
    .document,
    .document,
    .other,
    .document,
    .archive,
    .other,
    .other,
    .other,
    .document,
    .document,
    .other,
    .document,
    .other,
    .video,
    .archive,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .other,
    .archive,
    .archive,
    .archive,
    .archive,
    .archive,
    .archive,
    .document,
    .document,
    .document,
    .other,
    .document,
    .other,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .archive,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .other,
    .archive,
    .video,
    .other,
    .archive,
    .other,
    .archive,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .other,
    .other,
    .document,
    .document,
    .archive,
    .other,
    .archive,
    .document,
    .archive,
    .archive,
    .other,
    .other,
    .document,
    .archive,
    .document,
    .other,
    .document,
    .document,
    .archive,
    .archive,
    .archive,
    .other,
    .document,
    .other,
    .other,
    .other,
    .document,
    .other,
    .other,
    .other,
    .other,
    .other,
    .archive,
    .archive,
    .archive,
    .archive,
    .archive,
    .document,
    .document,
    .document,
    .archive,
    .document,
    .document,
    .other,
    .archive,
    .archive,
    .archive,
    .other,
    .archive,
    .archive,
    .document,
    .document,
    .archive,
    .other,
    .document,
    .document,
    .document,
    .document,
    .folder,
    .other,
    .document,
    .other,
    .other,
    .document,
    .other,
    .other,
    .other,
    .other,
    .document,
    .document,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .document,
    .document,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .document,
    .other,
    .document,
    .document,
    .other,
    .other,
    .other,
    .document,
    .other,
    .document,
    .document,
    .document,
    .document,
    .other,
    .other,
    .document,
    .other,
    .document,
    .other,
    .archive,
    .archive,
    .archive,
    .archive,
    .other,
    .other,
    .document,
    .document,
    .document,
    .other,
    .archive,
    .archive,
    .other,
    .other,
    .document,
    .archive,
    .document,
    .other,
    .archive,
    .other,
    .archive,
    .document,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .document,
    .image,
    .document,
    .document,
    .other,
    .other,
    .document,
    .document,
    .archive,
    .other,
    .archive,
    .archive,
    .document,
    .archive,
    .archive,
    .archive,
    .archive,
    .archive,
    .archive,
    .archive,
    .archive,
    .document,
    .other,
    .document,
    .other,
    .document,
    .video,
    .other,
    .document,
    .document,
    .document,
    .other,
    .archive,
    .other,
    .document,
    .document,
    .other,
    .other,
    .document,
    .image,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .document,
    .other,
    .document,
    .other,
    .other,
    .document,
    .other,
    .other,
    .other,
    .other,
    .other,
    .document,
    .document,
    .document,
    .other,
    .other,
    .other,
    .document,
    .document,
    .other,
    .archive,
    .other,
    .other,
    .other,
    .archive,
    .other,
    .document,
    .other,
    .other,
    .other,
    .archive,
    .archive,
    .archive,
    .other,
    .archive,
    .document,
    .document,
    .other,
    .other,
    .other,
    .other,
    .other,
    .archive,
    .document,
    .other,
    .document,
    .audio,
    .other,
    .other,
    .other,
    .archive,
    .other,
    .other,
    .other,
    .archive,
    .document,
    .archive,
    .archive,
    .other,
    .archive,
    .archive,
    .other,
    .other,
    .other,
    .document,
    .other,
    .other,
    .other,
    .other,
    .other,
    .document,
    .other,
    .archive,
    .document,
    .archive,
    .archive,
    .archive,
    .archive,
    .other,
    .archive,
    .document,
    .other,
    .other,
    .archive,
    .other,
    .other,
    .other,
    .other,
    .other,
    .archive,
    .document,
    .archive,
    .archive,
    .archive,
    .archive,
    .document,
    nil,
    .archive,
    .archive,
    .archive,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .archive,
    .other,
    .archive,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .audio,
    .other,
    .other,
    .other,
    .other,
    .other,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .document,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .image,
    .other,
    .other,
    .folder,
    .other,
    .other,
    .other,
    .other,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .archive,
    .document,
    .other,
    .document,
    .document,
    .document,
    .other,
    .document,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .document,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .video,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
    .other,
  ]

  /// Each row's container family, through all of its parents.
  static let families: [ContainerFamily?] = [
    nil,
    nil,
    .zip,
    .text,
    nil,
    .text,
    .zip,
    nil,
    .text,
    .text,
    nil,
    .text,
    nil,
    nil,
    .text,
    .text,
    .text,
    .text,
    .text,
    nil,
    .text,
    .text,
    .text,
    .text,
    .text,
    .zip,
    .compoundFile,
    .compoundFile,
    nil,
    nil,
    nil,
    .ogg,
    nil,
    .text,
    .zip,
    nil,
    .text,
    .text,
    .text,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    nil,
    .text,
    .text,
    .text,
    .text,
    nil,
    nil,
    nil,
    .zip,
    nil,
    .zip,
    .text,
    .zip,
    .zip,
    .zip,
    .text,
    .text,
    .zip,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    .text,
    nil,
    .text,
    .zip,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    .asf,
    nil,
    nil,
    .zip,
    .zip,
    .zip,
    .zip,
    nil,
    .compoundFile,
    nil,
    nil,
    .zip,
    .zip,
    .zip,
    .zip,
    .compoundFile,
    nil,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .compoundFile,
    nil,
    .zip,
    nil,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .text,
    .zip,
    .zip,
    .zip,
    .text,
    .zip,
    .zip,
    .text,
    .zip,
    .zip,
    .text,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    .zip,
    nil,
    nil,
    .compoundFile,
    nil,
    .zip,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    .text,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    .text,
    nil,
    nil,
    .text,
    .text,
    .text,
    .text,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    .text,
    .text,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    .text,
    .text,
    .text,
    nil,
    nil,
    .text,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    .zip,
    nil,
    nil,
    .text,
    nil,
    .text,
    nil,
    .zip,
    nil,
    .zip,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    .text,
    nil,
    .text,
    .matroska,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    .compoundFile,
    .text,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    .asf,
    nil,
    nil,
    nil,
    .text,
    nil,
    .compoundFile,
    nil,
    nil,
    .compoundFile,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    .isoMedia,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    .zip,
    nil,
    nil,
    nil,
    .text,
    nil,
    .zip,
    nil,
    nil,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .zip,
    nil,
    nil,
    .isoMedia,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .isoMedia,
    nil,
    .ogg,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .ogg,
    nil,
    nil,
    nil,
    nil,
    .isoMedia,
    .isoMedia,
    .matroska,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    .asf,
    nil,
    nil,
    nil,
    .ogg,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .ogg,
    nil,
    nil,
    nil,
    .ogg,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .zip,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    .text,
    nil,
    .text,
    .text,
    .text,
    nil,
    .zip,
    .text,
    nil,
    .text,
    .text,
    .text,
    nil,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    nil,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .text,
    .isoMedia,
    .isoMedia,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .isoMedia,
    nil,
    .ogg,
    .isoMedia,
    .text,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    .matroska,
    .matroska,
    nil,
    nil,
    .asf,
    nil,
    nil,
    nil,
    .ogg,
    nil,
    nil,
    .ogg,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
    nil,
  ]

  /// Whether a row is a container's own type, which leaves the kind open.
  static let leavesKindOpen: [Bool] = [
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    true,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
  ]

  /// Whether a row's format announces itself in its first bytes.
  static let selfDescribing: [Bool] = [
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    true,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    true,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    true,
    false,
    false,
    true,
    false,
    false,
    false,
    true,
    false,
    false,
    false,
    true,
    true,
    false,
    false,
    true,
    false,
    false,
    true,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
    false,
  ]

  /// Aliases.
  static let aliasNames: [StaticString] = [
    "application/acrobat",
    "application/bzip2",
    "application/cdr",
    "application/coreldraw",
    "application/dbase",
    "application/dbf",
    "application/docbook+xml",
    "application/emf",
    "application/font-woff",
    "application/futuresplash",
    "application/gpx",
    "application/ico",
    "application/ics",
    "application/java",
    "application/java-archive",
    "application/java-byte-code",
    "application/java-vm",
    "application/lotus123",
    "application/m3u",
    "application/mdb",
    "application/ms-tnef",
    "application/msaccess",
    "application/msexcel",
    "application/mspowerpoint",
    "application/nappdf",
    "application/pcap",
    "application/pgp",
    "application/photoshop",
    "application/pls",
    "application/powerpoint",
    "application/smil",
    "application/stuffit",
    "application/tga",
    "application/vnd.adobe.illustrator",
    "application/vnd.geo+json",
    "application/vnd.haansoft-hwp",
    "application/vnd.haansoft-hwt",
    "application/vnd.ms-3mfdocument",
    "application/vnd.ms-word",
    "application/vnd.msaccess",
    "application/vnd.oasis.docbook+xml",
    "application/vnd.rn-realmedia-vbr",
    "application/vnd.sdp",
    "application/vnd.stardivision.writer-global",
    "application/vnd.sun.xml.base",
    "application/vnd.xdgapp",
    "application/wk1",
    "application/wmf",
    "application/wordperfect",
    "application/wwf",
    "application/x-123",
    "application/x-annodex",
    "application/x-bzip2",
    "application/x-cbr",
    "application/x-cbz",
    "application/x-cdr",
    "application/x-chess-pgn",
    "application/x-chm",
    "application/x-coreldraw",
    "application/x-dbase",
    "application/x-deb",
    "application/x-debian-package",
    "application/x-emf",
    "application/x-fd-file",
    "application/x-fictionbook",
    "application/x-flash-video",
    "application/x-font-otf",
    "application/x-font-ttf",
    "application/x-frame",
    "application/x-gamecube-iso-image",
    "application/x-gettext",
    "application/x-gnome-app-info",
    "application/x-gpx",
    "application/x-gpx+xml",
    "application/x-gtar",
    "application/x-gzip",
    "application/x-hfe-file",
    "application/x-iso9660-image",
    "application/x-iwork-keynote-sffkey",
    "application/x-iwork-numbers-sffnumbers",
    "application/x-iwork-pages-sffpages",
    "application/x-jar",
    "application/x-java-class",
    "application/x-java-vm",
    "application/x-javascript",
    "application/x-kexiproject-sqlite",
    "application/x-linguist",
    "application/x-lotus123",
    "application/x-lzh-compressed",
    "application/x-mathematica",
    "application/x-mdb",
    "application/x-mobi8-ebook",
    "application/x-ms-asx",
    "application/x-msaccess",
    "application/x-msexcel",
    "application/x-msmetafile",
    "application/x-mspowerpoint",
    "application/x-msword",
    "application/x-netscape-bookmarks",
    "application/x-ogg",
    "application/x-palm-database",
    "application/x-pcap",
    "application/x-pdf",
    "application/x-photoshop",
    "application/x-pkcs12",
    "application/x-quicktimeplayer",
    "application/x-rar",
    "application/x-rar-compressed",
    "application/x-redhat-package-manager",
    "application/x-reject",
    "application/x-rnc",
    "application/x-sap-file",
    "application/x-sdp",
    "application/x-shockwave-flash",
    "application/x-sit",
    "application/x-smaf",
    "application/x-snes-rom",
    "application/x-spss-savefile",
    "application/x-sqlite3",
    "application/x-srt",
    "application/x-targa",
    "application/x-tex",
    "application/x-tga",
    "application/x-trig",
    "application/x-troff",
    "application/x-virtualbox-ova",
    "application/x-virtualbox-vdi",
    "application/x-virtualbox-vhd",
    "application/x-virtualbox-vhdx",
    "application/x-virtualbox-vmdk",
    "application/x-vnd.kde.kexi",
    "application/x-wbfs",
    "application/x-wia",
    "application/x-wii-iso-image",
    "application/x-wmf",
    "application/x-wordperfect",
    "application/x-xliff",
    "application/x-xspf+xml",
    "application/x-zip",
    "application/x-zip-compressed",
    "application/xps",
    "audio/3gpp-encrypted",
    "audio/3gpp2",
    "audio/amr-encrypted",
    "audio/amr-wb-encrypted",
    "audio/dff",
    "audio/dsd",
    "audio/dsf",
    "audio/iMelody",
    "audio/m3u",
    "audio/m4a",
    "audio/mp3",
    "audio/mpegurl",
    "audio/scpls",
    "audio/tta",
    "audio/vnd.audible",
    "audio/vnd.m-realaudio",
    "audio/vnd.nokia.mobile-xmf",
    "audio/vnd.wave",
    "audio/vorbis",
    "audio/wav",
    "audio/wma",
    "audio/x-aac",
    "audio/x-aiffc",
    "audio/x-annodex",
    "audio/x-dsd",
    "audio/x-dts",
    "audio/x-dtshd",
    "audio/x-flac",
    "audio/x-iMelody",
    "audio/x-m3u",
    "audio/x-m4a",
    "audio/x-midi",
    "audio/x-mp2",
    "audio/x-mp3",
    "audio/x-mp3-playlist",
    "audio/x-mpeg",
    "audio/x-mpg",
    "audio/x-ogg",
    "audio/x-oggflac",
    "audio/x-pn-realaudio",
    "audio/x-rn-3gpp-amr",
    "audio/x-rn-3gpp-amr-encrypted",
    "audio/x-rn-3gpp-amr-wb",
    "audio/x-rn-3gpp-amr-wb-encrypted",
    "audio/x-shorten",
    "audio/x-vorbis",
    "audio/xmf",
    "flv-application/octet-stream",
    "image/avif-sequence",
    "image/cdr",
    "image/fax-g3",
    "image/fits",
    "image/heic",
    "image/heic-sequence",
    "image/heif-sequence",
    "image/ico",
    "image/icon",
    "image/jpeg2000",
    "image/jpeg2000-image",
    "image/pdf",
    "image/photoshop",
    "image/pjpeg",
    "image/psd",
    "image/targa",
    "image/tga",
    "image/x-MS-bmp",
    "image/x-bmp",
    "image/x-cdr",
    "image/x-djvu",
    "image/x-emf",
    "image/x-fits",
    "image/x-icb",
    "image/x-ico",
    "image/x-icon",
    "image/x-iff",
    "image/x-jpeg2000-image",
    "image/x-panasonic-raw",
    "image/x-panasonic-raw2",
    "image/x-pcx",
    "image/x-photoshop",
    "image/x-psd",
    "image/x-targa",
    "image/x-win-metafile",
    "image/x-wmf",
    "image/x-xpm",
    "image/x.djvu",
    "model/x.stl-ascii",
    "model/x.stl-binary",
    "text/crystal",
    "text/directory",
    "text/ecmascript",
    "text/gedcom",
    "text/google-video-pointer",
    "text/ico",
    "text/javascript",
    "text/mathml",
    "text/rdf",
    "text/rss",
    "text/rtf",
    "text/vbs",
    "text/vnd.qt.linguist",
    "text/x-c",
    "text/x-comma-separated-values",
    "text/x-csv",
    "text/x-diff",
    "text/x-dtd",
    "text/x-lyx",
    "text/x-markdown",
    "text/x-octave",
    "text/x-opml",
    "text/x-perl",
    "text/x-po",
    "text/x-pot",
    "text/x-sh",
    "text/x-sql",
    "text/x-tcl",
    "text/x-troff",
    "text/x-vcalendar",
    "text/x-vcard",
    "text/x-yaml",
    "text/xml",
    "text/xml-external-parsed-entity",
    "text/yaml",
    "video/3gp",
    "video/3gpp-encrypted",
    "video/avi",
    "video/divx",
    "video/fli",
    "video/flv",
    "video/mp4v-es",
    "video/mpeg-system",
    "video/msvideo",
    "video/vivo",
    "video/vnd.divx",
    "video/x-annodex",
    "video/x-avi",
    "video/x-fli",
    "video/x-m4v",
    "video/x-mpeg",
    "video/x-mpeg-system",
    "video/x-mpeg2",
    "video/x-mpegurl",
    "video/x-ms-asf",
    "video/x-ms-asf-plugin",
    "video/x-ms-wax",
    "video/x-ms-wm",
    "video/x-ms-wmx",
    "video/x-ms-wvx",
    "video/x-ogg",
    "video/x-ogm",
    "video/x-real-video",
    "video/x-theora",
    "x-directory/normal",
    "zz-application/zz-winassoc-123",
    "zz-application/zz-winassoc-cab",
    "zz-application/zz-winassoc-cdr",
    "zz-application/zz-winassoc-doc",
    "zz-application/zz-winassoc-hlp",
    "zz-application/zz-winassoc-mdb",
    "zz-application/zz-winassoc-uu",
    "zz-application/zz-winassoc-xls",
  ]

  /// The row each alias folds to.
  static let aliasTypes: [KnownType] = [
    .applicationPdf,
    .applicationXBzip,
    .applicationVndCorelDraw,
    .applicationVndCorelDraw,
    .applicationXDbf,
    .applicationXDbf,
    .applicationXDocbookXml,
    .imageEmf,
    .fontWoff,
    .applicationVndAdobeFlashMovie,
    .applicationGpxXml,
    .imageVndMicrosoftIcon,
    .textCalendar,
    .applicationXJava,
    .applicationXJavaArchive,
    .applicationXJava,
    .applicationXJava,
    .applicationVndLotus123,
    .audioXMpegurl,
    .applicationVndMsAccess,
    .applicationVndMsTnef,
    .applicationVndMsAccess,
    .applicationVndMsExcel,
    .applicationVndMsPowerpoint,
    .applicationPdf,
    .applicationVndTcpdumpPcap,
    .applicationPgpEncrypted,
    .imageVndAdobePhotoshop,
    .audioXScpls,
    .applicationVndMsPowerpoint,
    .applicationSmilXml,
    .applicationXStuffit,
    .imageXTga,
    .applicationIllustrator,
    .applicationGeoJson,
    .applicationXHwp,
    .applicationXHwt,
    .model3mf,
    .applicationMsword,
    .applicationVndMsAccess,
    .applicationXDocbookXml,
    .applicationVndRnRealmedia,
    .applicationSdp,
    .applicationVndStardivisionWriter,
    .applicationVndOasisOpendocumentDatabase,
    .applicationVndFlatpak,
    .applicationVndLotus123,
    .imageWmf,
    .applicationVndWordperfect,
    .applicationXWwf,
    .applicationVndLotus123,
    .applicationAnnodex,
    .applicationXBzip,
    .applicationVndComicbookRar,
    .applicationVndComicbookZip,
    .applicationVndCorelDraw,
    .applicationVndChessPgn,
    .applicationVndMsHtmlhelp,
    .applicationVndCorelDraw,
    .applicationXDbf,
    .applicationVndDebianBinaryPackage,
    .applicationVndDebianBinaryPackage,
    .imageEmf,
    .applicationXRawFloppyDiskImage,
    .applicationXFictionbookXml,
    .videoXFlv,
    .fontOtf,
    .fontTtf,
    .applicationVndFramemaker,
    .applicationXGamecubeRom,
    .textXGettextTranslation,
    .applicationXDesktop,
    .applicationGpxXml,
    .applicationGpxXml,
    .applicationXTar,
    .applicationGzip,
    .applicationXHfeFloppyImage,
    .applicationXCdImage,
    .applicationVndAppleKeynote,
    .applicationVndAppleNumbers,
    .applicationVndApplePages,
    .applicationXJavaArchive,
    .applicationXJava,
    .applicationXJava,
    .applicationJavascript,
    .applicationXKexiprojectSqlite3,
    .textVndTrolltechLinguist,
    .applicationVndLotus123,
    .applicationXLha,
    .applicationMathematica,
    .applicationVndMsAccess,
    .applicationVndAmazonMobi8Ebook,
    .audioXMsAsx,
    .applicationVndMsAccess,
    .applicationVndMsExcel,
    .imageWmf,
    .applicationVndMsPowerpoint,
    .applicationMsword,
    .applicationXMozillaBookmarks,
    .applicationOgg,
    .applicationVndPalm,
    .applicationVndTcpdumpPcap,
    .applicationPdf,
    .imageVndAdobePhotoshop,
    .applicationPkcs12,
    .applicationXQuicktimeMediaLink,
    .applicationVndRar,
    .applicationVndRar,
    .applicationXRpm,
    .textXReject,
    .applicationRelaxNgCompactSyntax,
    .applicationXThomsonSapImage,
    .applicationSdp,
    .applicationVndAdobeFlashMovie,
    .applicationXStuffit,
    .applicationVndSmaf,
    .applicationVndNintendoSnesRom,
    .applicationXSpssSav,
    .applicationVndSqlite3,
    .applicationXSubrip,
    .imageXTga,
    .textXTex,
    .imageXTga,
    .applicationTrig,
    .textTroff,
    .applicationOvf,
    .applicationXVdiDisk,
    .applicationXVhdDisk,
    .applicationXVhdxDisk,
    .applicationXVmdkDisk,
    .applicationXKexiprojectSqlite3,
    .applicationXWiiRom,
    .applicationXWiiRom,
    .applicationXWiiRom,
    .imageWmf,
    .applicationVndWordperfect,
    .applicationXliffXml,
    .applicationXspfXml,
    .applicationZip,
    .applicationZip,
    .applicationVndMsXpsdocument,
    .video3gpp,
    .video3gpp2,
    .audioAMR,
    .audioAMRWB,
    .audioXDff,
    .audioXDsf,
    .audioXDsf,
    .textXIMelody,
    .audioXMpegurl,
    .audioMp4,
    .audioMpeg,
    .audioXMpegurl,
    .audioXScpls,
    .audioXTta,
    .audioXPnAudibleaudio,
    .audioVndRnRealaudio,
    .audioMobileXmf,
    .audioXWav,
    .audioXVorbisOgg,
    .audioXWav,
    .audioXMsWma,
    .audioAac,
    .audioXAifc,
    .audioAnnodex,
    .audioXDsf,
    .audioVndDts,
    .audioVndDtsHd,
    .audioFlac,
    .textXIMelody,
    .audioXMpegurl,
    .audioMp4,
    .audioMidi,
    .audioMp2,
    .audioMpeg,
    .audioXMpegurl,
    .audioMpeg,
    .audioMpeg,
    .audioOgg,
    .audioXFlacOgg,
    .audioVndRnRealaudio,
    .video3gpp,
    .video3gpp,
    .video3gpp,
    .video3gpp,
    .applicationXShorten,
    .audioXVorbisOgg,
    .audioXXmf,
    .videoXFlv,
    .imageAvif,
    .applicationVndCorelDraw,
    .imageG3fax,
    .applicationFits,
    .imageHeif,
    .imageHeif,
    .imageHeif,
    .imageVndMicrosoftIcon,
    .imageVndMicrosoftIcon,
    .imageJp2,
    .imageJp2,
    .applicationPdf,
    .imageVndAdobePhotoshop,
    .imageJpeg,
    .imageVndAdobePhotoshop,
    .imageXTga,
    .imageXTga,
    .imageBmp,
    .imageBmp,
    .applicationVndCorelDraw,
    .imageVndDjvu,
    .imageEmf,
    .applicationFits,
    .imageXTga,
    .imageVndMicrosoftIcon,
    .imageVndMicrosoftIcon,
    .imageXIlbm,
    .imageJp2,
    .imageXPanasonicRw,
    .imageXPanasonicRw2,
    .imageVndZbrushPcx,
    .imageVndAdobePhotoshop,
    .imageVndAdobePhotoshop,
    .imageXTga,
    .imageWmf,
    .imageWmf,
    .imageXXpixmap,
    .imageVndDjvu,
    .modelStl,
    .modelStl,
    .textXCrystal,
    .textVcard,
    .applicationEcmascript,
    .applicationXGedcom,
    .textXGoogleVideoPointer,
    .imageVndMicrosoftIcon,
    .applicationJavascript,
    .applicationMathmlXml,
    .applicationRdfXml,
    .applicationRssXml,
    .applicationRtf,
    .textVbscript,
    .textVndTrolltechLinguist,
    .textXCsrc,
    .textCsv,
    .textCsv,
    .textXPatch,
    .applicationXmlDtd,
    .applicationXLyx,
    .textMarkdown,
    .textXMatlab,
    .textXOpmlXml,
    .applicationXPerl,
    .textXGettextTranslation,
    .textXGettextTranslationTemplate,
    .applicationXShellscript,
    .applicationSql,
    .textTcl,
    .textTroff,
    .textCalendar,
    .textVcard,
    .applicationXYaml,
    .applicationXml,
    .applicationXmlExternalParsedEntity,
    .applicationXYaml,
    .video3gpp,
    .video3gpp,
    .videoXMsvideo,
    .videoXMsvideo,
    .videoXFlic,
    .videoXFlv,
    .videoMp4,
    .videoMpeg,
    .videoXMsvideo,
    .videoVndVivo,
    .videoXMsvideo,
    .videoAnnodex,
    .videoXMsvideo,
    .videoXFlic,
    .videoMp4,
    .videoMpeg,
    .videoMpeg,
    .videoMpeg,
    .videoVndMpegurl,
    .applicationVndMsAsf,
    .applicationVndMsAsf,
    .audioXMsAsx,
    .applicationVndMsAsf,
    .audioXMsAsx,
    .audioXMsAsx,
    .videoOgg,
    .videoXOgmOgg,
    .videoVndRnRealvideo,
    .videoXTheoraOgg,
    .inodeDirectory,
    .applicationVndLotus123,
    .applicationVndMsCabCompressed,
    .applicationVndCorelDraw,
    .applicationMsword,
    .applicationWinhlp,
    .applicationVndMsAccess,
    .textXUuencode,
    .applicationVndMsExcel,
  ]

  /// Top-level types whose unlisted subtypes still say their kind.
  static let topLevelKinds: [(name: StaticString, kind: IconKind)] = [
    ("video", .video),
    ("audio", .audio),
    ("image", .image),
    ("text", .document),
    ("message", .document),
  ]
}
