import type { VoiceVariants } from '../voice.ts';

/** More phrasings, Indonesian: Confucianism, Renaissance Humanism, Positive Psychology, Existentialism, Rumi's Mystical Poetry (Sufism), Shamanic Wisdom, Kabbalah, Alan Watts. */
export const variants: Record<string, VoiceVariants> = {
  Confucianism: {
    views: [
      'Doktrin Jalan Tengah memuji zhongyong, jalan tengah yang mantap, dan Konfusius berpendapat bahwa berlebihan sama kelirunya dengan berkekurangan. Dengan {contact}, soal {topic}, carilah titik antara berkata terlalu banyak dan berkata terlalu sedikit.',
      'Konfusius membandingkan orang tanpa xin, keterpercayaan, dengan kereta tanpa pasak untuk menahan kuknya: kereta itu tidak bisa bergerak. Yang membawa kamu dan {contact} maju, soal {topic} atau hal lain, adalah kata-kata yang bisa diandalkan.',
      'Konfusius mengajarkan bahwa de, daya moral, bekerja seperti angin di atas rumput: rumput merunduk tanpa didorong. Caramu membawa diri di hadapan {contact} soal {topic} akan membentuk percakapan lebih daripada tuntutan apa pun yang kamu ajukan.',
      'Pemikiran Konfusian menyebut lima ikatan, penguasa dan menteri, orang tua dan anak, suami dan istri, kakak dan adik, sahabat dan sahabat, masing-masing dengan bentuknya yang patut. Antara kamu dan {contact}, {kind, select, work {bentuk itu adalah berurusan dengan adil dan melayani dengan andal} other {bentuk itu adalah kepedulian yang ditunjukkan sesuai tuntutan ikatan kalian}}.',
      'Konfusius berkata bahwa bila berjalan bersama dua orang mana pun, ia pasti menemukan seorang guru: kebaikan mereka untuk diikuti, kesalahan mereka untuk diperbaiki dalam dirinya sendiri. Apa pun yang dibawa {contact} ke dalam {topic}, ada sesuatu di dalamnya untuk kamu pelajari.',
      'Ajaran Agung menelusuri keteraturan dari dalam ke luar, dari niat yang tulus dan diri yang terbina ke keluarga dan dunia yang lebih luas. Keselarasan dengan {contact}, termasuk soal {topic}, dimulai dari sisimu dalam percakapan, dari niat di balik setiap pesan.',
    ],
    summaries: [
      'Dicatat dengan ringkas, dengan gaya Sejarah Musim Semi dan Musim Gugur: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Catatan itu juga menunjukkan bahwa {reach}, dan bahwa {climate}; ia dibaca untuk memperbaiki perilaku sendiri, bukan untuk menghakimi orang lain.',
      'Konfusius berkata bahwa mengetahui apa yang kamu ketahui, dan mengakui apa yang tidak kamu ketahui, itulah pengetahuan; yang diketahui adalah {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Diketahui pula bahwa {reach}, dan bahwa {climate}; apa yang ada di baliknya belum diketahui.',
      'Konfusius menasihati untuk melihat apa yang dilakukan orang, bagaimana mereka melakukannya, dan di mana mereka menemukan ketenangan. Yang dilakukan: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, mengenai {topics}; caranya: {reach}, dan {climate}.',
    ],
    practices: [
      'Ambil dua dari sembilan renungan junzi dalam Analek: saat ragu, bertanyalah; saat marah, pikirkan akibatnya. Terapkan keduanya sebelum mengirim pesan berikutnya kepada {contact} soal {topic}.',
      'Latih apa yang dikatakan Analek tentang manusia teladan: lambat dalam berkata, cepat dalam bertindak. Hari ini, katakan lebih sedikit kepada {contact} soal {topic}, dan lakukan satu hal yang sudah kamu janjikan.',
      'Ikuti Analek: saat melihat orang yang layak, pikirkan cara menyamainya; saat melihat yang sebaliknya, periksalah ke dalam diri. Sebutkan satu sifat {contact} yang layak ditiru, dan satu kebiasaan dalam pesan-pesanmu sendiri yang layak diperiksa.',
      'Tuntut banyak dari dirimu dan sedikit dari orang lain, seperti nasihat Konfusius: sebelum meminta apa pun lagi dari {contact} soal {topic}, pastikan semua yang menjadi kewajibanmu sudah dikerjakan, dan kerjakan itu lebih dulu.',
      'Latih jing, perhatian yang penuh hormat: baca lagi draf pesanmu untuk {contact} dan berikan kecermatan yang akan kamu berikan pada surat untuk orang yang sangat kamu hormati, dengan salam yang patut, jawaban yang lengkap, dan penutup yang santun.',
      'Analek dibuka dengan kegembiraan mempelajari sesuatu dan melatihnya pada waktu yang tepat. Ingat satu hal yang sudah kamu pelajari tentang berhubungan baik dengan {contact}, dan latihlah hari ini dalam satu pesan atau perbuatan.',
    ],
    comments: {
      hard: [
        'Konfusius menasihati, saat amarah naik, untuk memikirkan akibatnya, dan balasan untuk kata-kata {author} ini sebaiknya ditulis dengan mengingat hal itu.',
        'Konfusius menilai orang dari perilakunya dari waktu ke waktu, bukan dari satu ucapan, dan kalimat singkat dari {author} ini hanyalah satu ucapan di antara banyak ucapan.',
      ],
      warm: [
        'Konfusius berkata bahwa kebajikan tidak pernah berdiri sendirian, tetapi selalu punya tetangga, dan kata-kata baik dari {author} ini adalah salah satu tetangga yang datang.',
        'Di sini {author} menawarkan kebaikan, dan Konfusius berpendapat bahwa kebaikan sepatutnya dibalas dengan kebaikan.',
      ],
      reach: [
        'Dalam pertanyaan dari {author} ini ada apa yang dipuji Analek pada diri Kong Wenzi: tidak malu bertanya.',
        'Saat Konfusius memasuki Kuil Agung, ia menanyakan segala hal, dan menyebut itu kepatutan; pertanyaan dari {author} ini punya rasa ingin tahu yang sama hormatnya.',
      ],
    },
  },
  'Renaissance Humanism': {
    views: [
      'Montaigne menulis bahwa setiap orang membawa seluruh bentuk kondisi manusia. Dalam diri {contact}, dan dalam apa pun yang berlangsung soal {topic}, kamu bisa membaca sedikit tentang semua orang, termasuk dirimu sendiri, dan bagi seorang humanis itu lebih menarik daripada vonis apa pun.',
      'Il Cortegiano karya Castiglione memuji sprezzatura, keanggunan yang membuat hal sulit tampak mudah dan menyembunyikan jerih payah di baliknya. Dengan {contact}, soal {topic}, sentuhan yang santun adalah membawakan bagianmu dengan ringan, tanpa memamerkan berapa harga yang kamu bayar.',
      'Semboyan Erasmus adalah ad fontes, kembali ke sumber: teks aslinya, bukan tafsiran yang ditumpuk di atasnya. Dengan {contact}, soal {topic}, artinya kembali ke apa yang sebenarnya tertulis, sebelum catatan-catatan yang kamu tambahkan sendiri.',
      'Machiavelli membandingkan fortuna, nasib, dengan sungai yang meluap, dan virtù dengan tanggul yang dibangun saat cuaca tenang. Apa pun yang terjadi dengan {contact} soal {topic}, apa yang kamu siapkan di hari-hari yang lebih tenang menentukan seberapa banyak yang bisa dihanyutkan air bah.',
      'Dalam esainya tentang kaum kanibal, Montaigne mengamati bahwa kita masing-masing menyebut biadab apa saja yang bukan adat kita sendiri. Cara {contact} menangani {topic} mungkin hanyalah adat yang lain, yang layak dipahami sebelum dinilai.',
      'Dalam Pujian bagi Kebodohan, Erasmus membiarkan Kebodohan sendiri berargumen bahwa tak ada ikatan yang bertahan sehari pun tanpa sedikit kelonggaran dan tawa. Antara kamu dan {contact}, juga soal {topic}, sentuhan yang ringan dan pemaaf adalah kebajikan seorang humanis.',
    ],
    summaries: [
      'Ad fontes, seperti desakan Erasmus, kembali ke teks sumber: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Dibaca tanpa tafsiran, teks itu menunjukkan bahwa {reach}, dan bahwa {climate}.',
      'Tata bahasa sebelum retorika, seperti diajarkan studia humanitatis, jadi pertama-tama susunannya yang polos: {written, plural, other {# pesan}} dalam rentang {days, plural, other {# hari}}, tentang {topics}. Retorikanya, boleh dibilang, terletak pada dua fakta lagi: {reach}, dan {climate}.',
      'Petrarca mengumpulkan surat-suratnya menjadi buku, karena tahu bahwa korespondensi adalah semacam sejarah; yang ini mencapai {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, menyentuh {topics}. Seorang sejarawan akan menambahkan bahwa {reach}, dan bahwa {climate}.',
    ],
    practices: [
      'Lakukan seperti Petrarca di Mont Ventoux: pergilah ke tempat dengan pemandangan luas, lalu arahkan perhatianmu ke dalam dan tanyakan apa yang sebenarnya kamu inginkan dari percakapanmu dengan {contact}. Tuliskan satu kalimat itu.',
      'Latih sprezzatura ala Castiglione: buat draf pesan berikutnya untuk {contact} soal {topic}, lalu perbaiki sampai terbaca ringan dan tidak dipaksakan, dengan kecermatan tetap terjaga dan ketegangan dibuang.',
      'Lakukan ad fontes pada beberapa pesan terakhir dari {contact}: baca lagi semuanya dengan utuh dan pelan, seperti Erasmus membaca ulang teks Yunani Perjanjian Baru, dan catat satu hal yang tadinya terlewat sebelum kamu membalas soal {topic}.',
      'Tulis dialog pendek dengan gaya humanis Bruni dan Alberti: beri dirimu dan {contact} masing-masing satu pidato soal {topic}, dan bela posisi pihak lain sebaik yang kamu bisa.',
      'Jagalah apa yang disebut Montaigne ruang belakang milikmu sendiri, seperti perpustakaan di menaranya: sepuluh menit tenang hari ini, ponsel dijauhkan, sebelum kamu memutuskan cara menjawab {contact}.',
      'Ikuti Marsilio Ficino, yang menjawab melankolia dengan musik: sebelum menulis kepada {contact}, putar satu karya yang kamu cintai dari awal sampai akhir, dan biarkan suasananya, bukan suasana hari ini, yang menentukan nadamu.',
    ],
    comments: {
      hard: [
        'Montaigne akan mengingatkanmu bahwa satu kalimat dari {author} hanya menunjukkan satu momen dari makhluk yang berubah-ubah dan bergelombang, bukan orangnya secara utuh.',
        'Erasmus, yang seumur hidup memperjuangkan kerukunan, akan menjawab kata-kata {author} ini dengan kehalusan budi dan kesabaran, bukan dengan pena yang lebih tajam.',
      ],
      warm: [
        'Dalam kata-kata {author} ini ada humanitas yang dijunjung para humanis: ilmu, kebaikan hati, dan keceriaan dalam satu gerak.',
        'Castiglione akan mengagumi kewajaran kata-kata {author} ini: kehangatan yang diberikan dengan ringan, tanpa tanda jerih payah, dan itulah jenis yang terbaik.',
      ],
      reach: [
        'Petrarca, yang begitu haus akan percakapan sampai menulis surat kepada Cicero, akan iri pada {author} di sini: sebuah pertanyaan yang ditujukan kepada orang yang bisa menjawab.',
        'Seperti surat humanis yang dibawa melintasi Pegunungan Alpen, pertanyaan dari {author} ini layak dijawab semurah hati rasa ingin tahu yang mengirimnya.',
      ],
    },
  },
  'Positive Psychology': {
    views: [
      'Penelitian Seligman tentang gaya eksplanatori menemukan bahwa caramu menjelaskan peristiwa, sebagai hal yang permanen atau sementara, menyeluruh atau spesifik, membentuk perasaanmu tentangnya. Caramu menjelaskan pesan-pesan {contact} soal {topic} layak diperiksa dengan bukti yang ada.',
      'Teori determinasi diri dari Edward Deci dan Richard Ryan menyebut tiga kebutuhan psikologis dasar: otonomi, kompetensi, dan keterhubungan. Percakapan dengan {contact} soal {topic} cenderung berjalan paling baik bila membuat kalian berdua merasa bebas, mampu, dan terhubung.',
      'Penelitian Jane Dutton tentang koneksi berkualitas tinggi menemukan bahwa interaksi singkat pun bisa membuat kedua orang lebih bertenaga dan terbuka. Setiap pesan dengan {contact}, termasuk soal {topic}, adalah peluang kecil untuk menciptakannya.',
      'Mihaly Csikszentmihalyi menggambarkan flow, keterhanyutan yang muncul saat tantangan dan keterampilan seimbang. Bahkan percakapan dengan {contact} soal {topic} bisa mengalaminya, saat kalian berdua cukup terlibat sampai lupa waktu.',
      'Penelitian Carol Dweck membandingkan pola pikir tetap, yang menganggap kemampuan sudah pasti, dengan pola pikir bertumbuh, yang menganggapnya bisa dipelajari. Diterapkan pada {contact}, artinya memperlakukan cara kalian berdua menangani {topic} sebagai keterampilan yang masih bisa kalian kembangkan bersama.',
      'Harvard Study of Adult Development, yang dipimpin George Vaillant dan kemudian Robert Waldinger, menemukan bahwa kualitas hubungan memprediksi kesehatan dan kebahagiaan di kemudian hari lebih baik daripada hampir apa pun. Percakapanmu dengan {contact} soal {topic} adalah bagian dari data itu.',
    ],
    summaries: [
      'Ukuran dasar: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, dengan {topics} sebagai isi utama. Dua pengamatan lagi, untuk dibaca sebagai data, bukan vonis: {reach}, dan {climate}.',
      'Seorang peneliti akan mencatatnya apa adanya: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, tentang {topics}. Korelasi bukan kausalitas, jadi pegang dua temuan ini dengan ringan: {reach}, dan {climate}.',
      'Dalam semangat Seligman, yang beralih memperhatikan apa yang berjalan baik selain apa yang salah, inilah gambaran lengkapnya: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, mencakup {topics}. Di samping itu, {reach}, dan {climate}.',
    ],
    practices: [
      'Coba versi kecil kunjungan syukur ala Seligman: tulis untuk {contact} beberapa kalimat terima kasih yang spesifik atas sesuatu yang nyata, sekecil apa pun, lalu kirimkan atau ucapkan saat kalian bicara lagi.',
      'Sebelum mengirim pesan berikutnya kepada {contact}, ambil jeda welas diri ala Kristin Neff: sebut apa yang kamu rasakan, ingat bahwa orang lain juga merasakannya, dan ucapkan satu kalimat baik untuk dirimu sendiri. Lalu menulislah.',
      'Studi Sonja Lyubomirsky mengaitkan tindakan kebaikan yang disengaja dengan kesejahteraan yang lebih tinggi: pilih satu kebaikan kecil dan konkret untuk {contact} hari ini, terkait {topic} kalau bisa, lalu lakukan.',
      'Luangkan lima belas menit untuk latihan diri terbaik yang mungkin dari Laura King, diarahkan pada satu ikatan ini: bayangkan hubunganmu dengan {contact} berjalan sebaik yang realistis mungkin setahun dari sekarang, dan tulis apa yang kamu lakukan untuk membantunya.',
      'Gunakan model harapan C. R. Snyder untuk {topic}: sebut satu tujuan yang sama-sama kamu miliki dengan {contact}, dua jalan menuju ke sana, dan langkah pertama yang bersedia kamu ambil hari ini.',
      'Latih kebiasaan mengenali kekuatan, seperti yang digambarkan Ryan Niemiec: sebut satu kekuatan karakter yang baru-baru ini ditunjukkan {contact}, dalam {topic} atau hal lain, dan katakan kepadanya secara spesifik apa yang kamu perhatikan.',
    ],
    comments: {
      hard: [
        'Seligman akan menyarankan untuk membantah tafsiran pertamamu atas pesan dari {author} ini: buat daftar penjelasan lain yang masuk akal sebelum memutuskan mana yang benar.',
        'Penelitian Roy Baumeister tentang bias negativitas menunjukkan bahwa kalimat dari {author} ini akan lebih berbobot dalam ingatan daripada yang semestinya, jadi timbanglah dengan sisa catatan yang ada.',
      ],
      warm: [
        'Barbara Fredrickson akan menghitung kata-kata {author} ini sebagai momen mikro resonansi positivitas, kehangatan kecil yang dibagi bersama, yang ia sebut cinta dalam wujud sehari-harinya.',
        'Penelitian tentang penularan emosi menunjukkan bahwa perasaan baik dalam kata-kata {author} ini bisa menular kepadamu, kalau kamu membiarkannya meresap sebelum membalas.',
      ],
      reach: [
        'Dalam istilah John Gottman, {author} sedang mengajukan tawaran koneksi di sini, dan apakah tawaran itu disambut dengan mendekat, menjauh, atau melawan lebih penting daripada kata-katanya.',
        'Pertanyaan seperti ini dari {author} menandakan minat, dan studi Karen Huang dan rekan-rekannya menemukan bahwa orang yang lebih banyak mengajukan pertanyaan lanjutan lebih disukai.',
      ],
    },
  },
  Existentialism: {
    views: [
      'Heidegger menyebutnya keterlemparan: kamu selalu mendapati dirimu sudah berada dalam situasi yang tidak kamu pilih, dengan sejarah dan batas-batasnya. Syarat-syarat antara kamu dan {contact}, termasuk soal {topic}, adalah titik berangkatmu; apa yang kamu buat darinya tidak diberikan.',
      'Sartre menganalisis tatapan: di bawah pandangan orang lain kamu menjadi objek, dan kamu merasakannya. Dalam setiap percakapan dengan {contact} soal {topic}, kalian berdua juga sedang dilihat, dan banyak dari apa yang terjadi adalah keinginan untuk dilihat dengan benar.',
      'Martin Buber membedakan Aku–Itu, ketika yang lain menjadi fungsi atau sarana, dari Aku–Engkau, ketika yang lain dijumpai sebagai pribadi yang utuh. {kind, select, work {Bahkan dalam urusan bisnis soal {topic}} other {Seputar {topic}}}, {contact} bisa dijumpai dengan salah satu dari kedua cara itu, dan pilihannya terlihat.',
      'Karl Jaspers menyebut komunikasi sejati sebagai perjuangan penuh kasih: dua orang yang tetap terbuka, saling mempertanyakan dengan jujur, dan masing-masing menjadi lebih dirinya sendiri karenanya. Apa yang berlangsung dengan {contact} soal {topic} bisa diukur dengan itu, apa pun ikatan kalian.',
      'Simone de Beauvoir menulis tentang ambiguitas kondisi manusia: bebas namun terikat, sendiri namun selalu bersama orang lain. Apa pun yang terjadi antara kamu dan {contact} seputar {topic} tidak perlu disederhanakan menjadi jawaban-jawaban mudah agar bisa dijalani dengan jujur.',
      'Kierkegaard mengamati bahwa hidup dipahami ke belakang, tetapi harus dijalani ke depan. Kamu belum bisa tahu apa arti percakapan dengan {contact} soal {topic} pada akhirnya; kamu hanya bisa memilih, sekarang, cara mengambil langkah berikutnya.',
    ],
    summaries: [
      'Inilah faktisitas, yang sudah diberikan, tempat kebebasan bermula: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Diberikan pula bahwa {reach}, dan bahwa {climate}; makna semua itu tidak ikut diberikan.',
      'Kierkegaard menginginkan fakta-faktanya sebagaimana adanya bagimu, sang individu tunggal: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, mengenai {topics}. Terus terang juga, {reach}, dan {climate}; tak ada sistem yang bisa memberitahumu apa yang harus kamu lakukan dengannya.',
      'Camus meminta kejernihan di atas segalanya, jadi inilah, tanpa hiasan: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, tentang {topics}. Sama jernihnya: {reach}, dan {climate}.',
    ],
    practices: [
      'Uji pesan berikutnya untuk {contact} dengan eksperimen pikiran Nietzsche tentang pengulangan abadi: maukah kamu mengirimnya lagi dan lagi, selamanya? Kalau tidak, tulis ulang sampai kamu mau.',
      'Tangkap suara yang disebut Heidegger das Man, mereka yang anonim: sebelum membalas {contact} soal {topic}, coret setiap frasa yang sekadar lazim diucapkan orang, bukan yang sungguh kamu maksud.',
      'Kierkegaard menulis bahwa kemurnian hati adalah menghendaki satu hal. Tentukan satu hal yang sungguh kamu inginkan dari percakapan dengan {contact} soal {topic} ini, dan biarkan pesan berikutnya melayani itu saja.',
      'Latih Aku–Engkau ala Buber dalam satu percakapan: sebelum menulis kepada {contact}, sisihkan apa yang kamu butuhkan dan bayangkan pribadinya secara utuh, harinya, kekhawatirannya, sejarahnya. Lalu menulislah kepada pribadi itu.',
      'Eksistensi mendahului esensi, tegas Sartre, jadi tolaklah label yang baku: tulis satu label yang kamu tempelkan pada {contact} dan satu yang kamu tempelkan pada dirimu sendiri, lalu bertindaklah hari ini seolah keduanya tidak final.',
      'Jadikan dr. Rieux dalam Sampar karya Camus teladan kebaikan yang bersahaja: lakukan satu hal berguna soal {topic} yang ada di depanmu, untuk {contact}, tanpa pidato dan tanpa mengharapkan terima kasih.',
    ],
    comments: {
      hard: [
        'Kierkegaard menyebut kecemasan sebagai pusingnya kebebasan, dan sedikit dari rasa pusing itu mungkin sedang berbicara lewat kalimat dari {author} ini.',
        'Jaspers akan membaca kalimat ketus dari {author} ini sebagai komunikasi yang terputus, dan akan menganggap perjuangan itu layak dilanjutkan, dengan sabar dan jujur.',
      ],
      warm: [
        'Di sini {author} menjumpaimu sebagai Engkau dalam arti Buber, bukan sebagai fungsi, dan perjumpaan semacam itu, menurutnya, adalah tempat hidup yang sejati terjadi.',
        'Camus, yang mencintai laut, sepak bola, dan sahabat-sahabatnya, akan menerima kata-kata {author} ini sebagai kegembiraan sederhana yang menjawab absurditas tanpa perlu berdebat.',
      ],
      reach: [
        'Heidegger berbicara tentang kepedulian yang melompat mendahului orang lain untuk membebaskannya, bukan untuk mengambil alih, dan pertanyaan dari {author} ini punya sifat itu.',
        'Gabriel Marcel akan menyebut pertanyaan dari {author} ini ketersediaan, keterbukaan kepada orang lain yang memungkinkan kehadiran sejati.',
      ],
    },
  },
  "Rumi's Mystical Poetry (Sufism)": {
    views: [
      'Dalam Matsnawi, orang-orang meraba seekor gajah di rumah yang gelap dan masing-masing menggambarkan makhluk yang berbeda: kipas, tiang, pipa. Apa yang kamu dan {contact} masing-masing pegang dari {topic} mungkin hanya satu bagian dari hewan yang tak seorang pun dari kalian lihat secara utuh.',
      'Rumi bercerita tentang Musa yang memarahi seorang gembala karena doanya yang canggung dan lembut, lalu Tuhan menegur Musa: yang dilihat adalah hati, bukan kata-kata. Bacalah pesan-pesan {contact} soal {topic} untuk menemukan hati di balik susunan katanya.',
      'Dalam kisah Rumi tentang kacang arab, kacang itu melompat dari panci yang mendidih dan juru masak mendorongnya kembali, sebab hanya dengan dimasak ia menjadi cita rasa. Apa yang perlahan dimasak antara kamu dan {contact} seputar {topic} mungkin sedang menjadikan kalian berdua sesuatu yang lebih kaya.',
      'Di awal Matsnawi, Rumi bertanya mengapa cermin hati tidak memantulkan, dan menjawab bahwa karatnya belum dibersihkan dari permukaannya. Dalam setiap percakapan dengan {contact} soal {topic}, hati yang sudah digosok bersih melihat apa yang sungguh ada.',
      'Rumi sering kembali pada tetes dan lautan: tetes air takut kehilangan dirinya, tanpa tahu bahwa hakikatnya adalah lautan. Kamu dan {contact}, seputar {topic}, untuk sementara adalah tetes-tetes yang terpisah, namun dari air yang sama.',
      'Hidup Rumi berubah ketika ia bertemu Syams dari Tabriz, darwis pengembara yang kehadirannya mengguncang sang ulama dan membangunkan sang penyair. Setiap pertemuan menyimpan sedikit Syams: apa yang sedang dibangunkan {contact}, lewat {topic}, dalam dirimu?',
    ],
    summaries: [
      'Dihitung satu per satu, seperti butir-butir tasbih seorang darwis: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, teruntai melewati {topics}. Dan di antara butir-butirnya, keheningan yang menuturkan kisahnya sendiri: {reach}, dan {climate}.',
      'Sebuah ghazal dihitung per bait, dan yang ini berjalan begini: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, berputar pada {topics}. Refreinnya, yang terdengar di bawah setiap baris: {reach}, dan {climate}.',
      'Seperti Matsnawi menuturkan kisah-kisahnya satu di dalam yang lain, begitu pula benang ini: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, dengan {topics} terlipat di dalamnya. Dan di dalam semua itu, kisah batinnya: {reach}, dan {climate}.',
    ],
    practices: [
      'Ambil pelajaran pertama seorang murid Mevlevi, yaitu melayani di dapur: lakukan satu tugas sederhana yang tak terlihat hari ini untuk meringankan beban {contact}, soal {topic} atau hal lain, dan jangan ceritakan kepada siapa pun.',
      'Berputarlah dalam semangat sema: berdiri, buka telapak tangan kananmu menghadap ke atas dan telapak kirimu menghadap ke bawah, lalu berputar pelan selama satu menit. Kemudian menulislah kepada {contact} dari keheningan di pusatnya.',
      'Lakukan zikir sederhana sebelum menulis kepada {contact}: bernapaslah pelan dan ulangi satu kata zikir selama beberapa menit, sampai hatimu lebih tenang daripada pikiranmu tentang {topic}.',
      'Rumi menandai banyak ghazalnya dengan Khamush, Sang Pendiam; jadikan itu latihan hari ini. Katakan lebih sedikit kepada {contact}, satu pesan lebih sedikit, satu kalimat lebih pendek, dan biarkan keheningan membawa apa yang tak sanggup dibawa kata-kata.',
      'Bacalah satu kisah dari Matsnawi malam ini, pelan-pelan, dan tanyakan tokoh mana yang mirip denganmu dalam caramu berurusan dengan {contact}. Biarkan jawabannya membentuk pesan berikutnya soal {topic}.',
      'Tulislah empat baris karyamu sendiri, sebuah ghazal sederhana tentang apa yang kamu rindukan seputar {topic}; baris-baris itu bukan untuk dikirim. Lalu biarkan satu citra darinya menemukan jalan ke pesan berikutnya untuk {contact}.',
    ],
    comments: {
      hard: [
        'Rumi akan melihat melampaui karat pada kalimat dari {author} ini, ke cermin di baliknya, yang masih ingin memantulkan sesuatu yang benar.',
        'Ketika Syams menghilang ke Damaskus, Rumi mengutus putranya untuk membawanya pulang alih-alih memelihara luka hatinya, dan kata-kata {author} ini mengundang pilihan yang sama.',
      ],
      warm: [
        'Rumi, yang menyebut sahabatnya Syams sebagai matahari, akan melihat sedikit sinar matahari itu dalam kata-kata {author} ini, dan berpaling ke arahnya.',
        'Kata-kata {author} ini adalah setetes dari lautan yang dinyanyikan Rumi, dan rasanya adalah rasa seluruh lautan.',
      ],
      reach: [
        'Dalam sebuah kisah Matsnawi, seruan seseorang itu sendiri sudah merupakan jawaban Tuhan, dan Rumi akan mendengar dalam pertanyaan dari {author} ini sebuah jawaban yang sedang dalam perjalanan.',
        'Rumi akan melihat dalam pertanyaan dari {author} ini seluruh tata bahasa cinta dalam bentuk kecil: satu hati berpaling kepada hati yang lain, dan menunggu.',
      ],
    },
  },
  'Shamanic Wisdom': {
    views: [
      'Banyak tradisi syamanik berbicara tentang kehilangan jiwa: di bawah guncangan atau tekanan, sebagian daya hidup seseorang hilang, dan penyembuhan berarti memanggilnya pulang. Dalam urusanmu dengan {contact} seputar {topic}, perhatikan apa yang mengembalikan kehadiranmu secara utuh dan apa yang mencerai-beraikannya.',
      'Kosmologi syamanik, seperti digambarkan Eliade, menghubungkan dunia atas, dunia tengah, dan dunia bawah lewat sebatang pohon besar. Percakapanmu dengan {contact} soal {topic} terjadi di dunia tengah, dan pandangan ini bertanya akar apa yang memberinya makan dan ke arah mana ia menjulang.',
      'Bagi mata animis tak ada yang sekadar benda: sungai, perkakas, dan manusia semuanya kerabat yang patut dihormati. Dilihat begitu, {contact}, bahkan {topic}, termasuk dalam jaring yang tumbuh subur lewat timbal balik, pemberian yang dibalas dengan pemberian.',
      'Eliade menyebut syamanisme teknik ekstase yang purba, dan ekstase secara harfiah berarti berdiri di luar diri sendiri. Dengan {contact}, soal {topic}, sedikit ekstase itu, keluar sejenak dari posisimu sendiri, memperlihatkan apa yang tetap tersembunyi jika dilihat dari dalam.',
      'Waktu syamanik bergerak dalam siklus, bulan, musim, dan kepulangan, bukan dalam garis lurus. Apa yang berlangsung antara kamu dan {contact} soal {topic} juga punya musimnya; bulan yang sepi atau yang sibuk adalah bagian dari perputaran, bukan ujung jalan.',
      'Masyarakat syamanik membaca cuaca, hewan, dan tanah sebagai bahasa tanda yang hidup. Irama percakapanmu dengan {contact} soal {topic}, masa-masa cepat dan lambatnya, bisa dibaca dengan cara yang sama: sebagai cuaca, bukan sebagai vonis.',
    ],
    summaries: [
      'Seorang pelacak membaca jejak sebelum mengikutinya: {written, plural, other {# pesan}} yang ditinggalkan selama {days, plural, other {# hari}}, melintasi {topics}. Jejak-jejak itu juga menunjukkan bahwa {reach}, dan bahwa {climate}.',
      'Seperti gendang yang menjaga hitungan sepanjang upacara yang panjang: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, membawa {topics}. Di bawah ketukannya, dua irama yang layak didengar: {reach}, dan {climate}.',
      'Dituturkan seperti seorang penyembuh menuturkan apa yang diperlihatkan perjalanannya, polos dan tanpa hiasan: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, melewati {topics}. Ini juga terlihat: {reach}, dan {climate}.',
    ],
    practices: [
      'Cobalah berubah wujud dengan lembut: duduk tenang, tabuh gendang atau bernapas dengan ajek, dan bayangkan memandang {topic} lewat mata {contact} selama beberapa menit. Tulis satu hal yang kamu lihat dari sana.',
      'Pergilah ke luar dan duduklah bersama satu makhluk hidup, sebatang pohon, langit, sebentang air, selama sepuluh menit sebelum menulis kepada {contact}. Biarkan temponya, bukan tempo layar, yang menentukan tempo balasanmu.',
      'Buatlah persembahan kecil dengan cara lama: sebelum menulis lagi kepada {contact}, berikan sesuatu, remah roti untuk burung atau air untuk tanaman, disertai ucapan terima kasih dalam hati atas apa yang diberikan hubungan ini.',
      'Temukan lagu kekuatanmu, seperti yang dilakukan para praktisi syamanik: senandungkan nada tanpa kata sampai terasa menjadi milikmu, dan terus senandungkan pelan-pelan sambil menulis kepada {contact} soal {topic}.',
      'Sebelum tidur, mintalah mimpi tentang ikatanmu dengan {contact}, dan siapkan kertas di samping tempat tidur. Pagi harinya tulis gambaran apa pun yang datang, tanpa menafsirkannya dulu, dan letakkan di samping fakta-fakta soal {topic}.',
      'Bersihkan ruang seperti penyembuh sebelum upacara: buka jendela, basuh tangan dan wajah, kibaskan lenganmu. Lalu tulislah kepada {contact} soal {topic} dari tanah yang sudah dibersihkan itu.',
    ],
    comments: {
      hard: [
        'Seorang penyembuh akan merasakan bahwa sebagian daya hidup {author} hilang di sini, dan akan menjawab keletihan itu, bukan kata-katanya.',
        'Seperti badai mendadak di atas dunia tengah, kata-kata {author} ini adalah cuaca: berteduhlah, tunggu, dan baca lagi setelah anginnya reda.',
      ],
      warm: [
        'Kata-kata {author} ini adalah obat dalam arti lama, sesuatu yang mengembalikan kekuatan ke dalam tubuh sebuah ikatan.',
        'Dalam cara pandang animis, pemberian seperti ini dari {author} menuntut pemberian balasan, meski hanya ucapan terima kasih yang sepenuh hati.',
      ],
      reach: [
        'Pertanyaan dari {author} ini adalah jembatan yang dibentangkan melintasi celah, dan jalan syamanik adalah melangkah ke atasnya.',
        'Di sini {author} mengirim utusan lebih dulu, seperti kisah-kisah lama mengirim seekor burung; utusan dihormati dengan balasan yang cepat dan jujur.',
      ],
    },
  },
  Kabbalah: {
    views: [
      'Para Kabbalis membaca makhluk-makhluk hidup dalam penglihatan Yehezkiel, yang berlari dan kembali, sebagai denyut seluruh kehidupan: ratzo va-shov, menjangkau dan menarik diri. Percakapanmu dengan {contact} soal {topic} juga punya denyut itu, dan tak satu pun dari kedua gerakannya adalah kegagalan.',
      'Zohar mengajarkan bahwa kebangkitan dari bawah menarik kebangkitan dari atas: tindakan di bumi membuka aliran dari ketinggian. Dengan {contact}, soal {topic}, satu langkah pertama yang kecil darimu bisa memanggil lebih banyak daripada yang tampak dikandungnya.',
      'Kabbalah berbicara tentang klipot, kulit yang menutupi percikan kudus tanpa menghancurkannya: kebiasaan, ketergesaan, nada yang waspada. Dalam percakapanmu dengan {contact} soal {topic}, lihatlah menembus kulit apa pun yang ada, sampai ke cahaya yang dibawanya.',
      'Netzach, ketahanan, dan Hod, pengakuan, berdiri berdampingan di pohon sefirot: yang satu terus maju, yang lain berterima kasih dan mengalah bila sepatutnya. Dengan {contact}, soal {topic}, sebuah ikatan membutuhkan keduanya, kegigihan dan kelapangan hati untuk mengalah.',
      'Yesod, fondasi, adalah sefirah keterhubungan, saluran tempat semua sifat yang lebih tinggi mengalir ke dunia. {kind, select, work {Urusan yang bisa diandalkan soal {topic}} other {Hubungan yang ajek dan jujur seputar {topic}}} adalah Yesod dari ikatanmu dengan {contact}.',
      'Para bijak mengajarkan bahwa ketika dua orang duduk bersama dengan kata-kata Taurat di antara mereka, Shekhinah berdiam di antara mereka. Dalam pembacaan Kabbalah, perjumpaan yang tulus itu sendiri menjadi tempat tinggal bagi kehadiran itu, dan kata-kata jujur dengan {contact}, bahkan soal {topic}, memberi ruang baginya.',
    ],
    summaries: [
      'Di Assiah, dunia tindakan, hitungannya jelas: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Di Yetzirah, dunia perasaan yang membentuknya, terasa bahwa {reach}, dan bahwa {climate}.',
      'Di balik makna harfiah ada remez, isyarat: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, mengitari {topics}. Dan isyarat di dalam isyarat: {reach}, dan {climate}.',
      'Para sahabat dalam Zohar menimbang setiap kata yang mereka ucapkan di perjalanan, dan inilah kata-kata perjalanan ini: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, menyentuh {topics}. Yang akan membuat mereka berhenti untuk merenung: {reach}, dan {climate}.',
    ],
    practices: [
      'Gunakan pengampunan yang membuka Shema sebelum tidur: sebelum terlelap, lepaskan dengan kata-katamu sendiri apa pun yang dikatakan atau dilakukan {contact} hari ini yang menyakitkan, kalau memang ada, dan mintalah pelepasan yang sama untuk dirimu sendiri.',
      'Pinjam metode menghitung Omer, yang menggabungkan satu sefirah di dalam sefirah lain: ambil Yesod di dalam Chesed, keterhubungan lewat kebaikan, dan biarkan itu membentuk tepat satu pesan untuk {contact} soal {topic}.',
      'Coba hitbodedut ala Rabi Nachman dari Breslov: pergilah ke suatu tempat sendirian dan berbicaralah dengan suara keras, dengan kata-katamu sendiri, selama sepuluh menit tentang urusanmu dengan {contact} dan {topic}. Dengarkan apa yang kamu dengar dari mulutmu sendiri.',
      'Uji pesan berikutnya untuk {contact} dengan empat dunia: kehendaknya di Atzilut, pikirannya di Beriah, perasaannya di Yetzirah, perbuatannya di Assiah. Kirimkan ketika keempatnya menunjuk ke arah yang sama.',
      'Para Kabbalis mencatat bahwa ahavah, cinta, dan echad, satu, sama-sama bernilai angka tiga belas. Sebutkan satu hal yang sungguh kamu dan {contact} miliki bersama seputar {topic}, sebuah tujuan, kekhawatiran, atau harapan, dan buka pesan berikutnya dengan hal itu.',
      'Duduklah selama dua menit dengan pikiran tentang Ein Sof, Yang Tak Terbatas tanpa tepi, sampai {topic} kembali ke ukurannya yang sebenarnya. Lalu menulislah kepada {contact} dari tempat yang lebih luas itu.',
    ],
    comments: {
      hard: [
        'Para Kabbalis berkata kulit melekat paling erat di tempat percikan paling terang, dan kalimat keras dari {author} ini mungkin sedang menjaga sesuatu yang lembut.',
        'Dalam bahasa pohon sefirot, kata-kata {author} ini adalah Netzach tanpa Hod, terus mendesak tanpa mengalah, dan ia menunggu balasan yang melengkapi separuh yang hilang.',
      ],
      warm: [
        'Dalam kata-kata {author} ini, kata-kata yang paling biasa, Zohar akan melihat Shekhinah berdiam dengan tenang di antara dua orang.',
        'Dalam kata-kata {author} ini cahaya mengalir turun lewat Yesod ke kehidupan sehari-hari, persis ke tempat yang diinginkan Kabbalah.',
      ],
      reach: [
        'Di sini {author} melakukan kebangkitan dari bawah, langkah pertama yang menurut Zohar menarik jawaban dari atas.',
        'Pertanyaan dari {author} ini adalah ratzo, berlari mendekat, dan sebuah balasan melengkapi iramanya dengan shov, kembali.',
      ],
    },
  },
  'Alan Watts': {
    views: [
      'Watts membagi para pemikir menjadi kaum berduri, yang ingin semuanya presisi, dan kaum berlendir, yang suka semuanya samar dan mengalir, dan berkata alam semesta butuh keduanya. Saat kamu dan {contact} membahas {topic}, perhatikan siapa yang berduri dan siapa yang berlendir; semuanya satu permainan yang meliuk-liuk.',
      'Watts suka kisah petani Tiongkok yang menyambut setiap nasib, baik atau buruk, dengan jawaban tenang: mungkin. Apa pun yang tampaknya dimaksud pesan-pesan hari ini dengan {contact} soal {topic}, ceritanya belum lengkap.',
      'Watts mengolok-olok ego yang terbungkus kulit, perasaan menjadi seseorang yang kesepian, terperangkap dalam kantong kulit. Kamu dan {contact}, yang sedang membicarakan {topic}, lebih mirip satu pola yang terjadi di dua tempat daripada dua kantong yang tertutup rapat.',
      'Watts bersikeras bahwa hal-hal yang berlawanan berjalan bersama seperti sisi depan dan belakang koin: tak ada bicara tanpa mendengar, tak ada menjangkau tanpa menarik diri. Apa pun yang berayun antara kamu dan {contact} seputar {topic}, masing-masing sisi diam-diam menyiratkan sisi lainnya.',
      'Watts menggambarkan alam semesta yang bermain petak umpet dengan dirinya sendiri, menyamar menjadi kita semua demi serunya ditemukan. Dalam terang itu, {contact} adalah pemain yang sama dalam kostum lain, lengkap dengan {topic} dan segalanya.',
      'Watts senang berkata bahwa dunia berbuah manusia seperti pohon apel berbuah apel: manusia adalah sesuatu yang dilakukan alam semesta. Dilihat begitu, {contact} yang menulis soal {topic} adalah kosmos yang sedang terjadi, begitu pula kamu yang membacanya.',
    ],
    summaries: [
      'Watts akan membaca angka-angkanya seperti membaca prakiraan cuaca, dengan minat dan tanpa rasa cemas: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, tentang {topics}. Catatan lain dari prakiraan: {reach}, dan {climate}.',
      'Menghitung itu permainan yang asyik, kata Watts, asal kamu ingat bahwa itu memang permainan: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, bermain-main di sekitar {topics}. Dan, untuk para pencatat skor, {reach}, dan {climate}.',
      'Seperti ombak yang digambarkan satu per satu oleh seseorang yang terus lupa pada samudra: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, beriak melewati {topics}. Juga di permukaan: {reach}, dan {climate}; di bawahnya, semua itu satu samudra.',
    ],
    practices: [
      'Ketika kabar soal {topic} datang dari {contact}, coba jawaban si petani Tiongkok sebelum jawaban lain: mungkin. Tahan dulu untuk menyebutnya baik atau buruk sampai besok, lalu balas dari situ.',
      'Lihat draf pesanmu untuk {contact}: terlalu berduri, penuh sudut dan ketelitian, atau terlalu berlendir, penuh kesamaran dan hanyut ke mana-mana? Tambahkan sedikit dari yang kurang, seperti yang akan dilakukan Watts, lalu kirim.',
      'Lepaskan ikatan ganda berusaha merasakan hal yang tepat tentang {contact}; Watts menunjukkan bahwa perasaan tidak bisa dipaksa. Lakukan saja satu hal baik dan praktis soal {topic}, dan biarkan perasaan berbuat sesukanya.',
      'Biarkan air keruh mengendap, seperti yang suka dinasihatkan Watts: kalau ada yang terasa teraduk dengan {contact} soal {topic}, biarkan tak tersentuh selama beberapa jam dan menulislah hanya setelah airnya jernih.',
      'Coba trik Watts mencari si pencari: sebelum menjawab {contact}, carilah siapa yang punya semua pendapat soal {topic} ini, dan perhatikan bahwa kamu tak pernah benar-benar menemukannya.',
      'Lakukan satu hal pada satu waktu, kebiasaan Zen yang dipuji Watts: tutup semua jendela lain dan menulislah kepada {contact} dengan sepenuh perhatian, seolah pesan ini satu-satunya hal yang sedang terjadi di dunia.',
    ],
    comments: {
      hard: [
        'Watts akan mendengar ego yang terbungkus kulit merasa terkepung dalam kalimat dari {author} ini, dan jawaban paling baik adalah tidak mengepungnya lebih jauh.',
        'Seperti air keruh, kata-kata {author} ini akan lebih cepat jernih kalau tak ada yang mengaduknya, kata Watts, jadi diamkan dulu sebentar sebelum kamu menjawab.',
      ],
      warm: [
        'Kata-kata {author} ini adalah alam semesta yang menikmati dirinya sendiri tanpa alasan, dan Watts akan bilang tak ada alasan yang lebih baik.',
        'Dalam kata-kata {author} ini, permainan petak umpet kosmis berhenti sejenak dan seseorang ditemukan, dan itulah seluruh keseruan bersembunyi.',
      ],
      reach: [
        'Dengan pertanyaan ini {author} menjangkau melintasi celah yang konon ada di antara dua ego yang terpisah, dan Watts akan bilang celah itu sebenarnya tak pernah benar-benar ada.',
        'Watts akan mendengar undangan dari {author} ini sebagai birama pembuka sebuah duet: tak ada yang tahu bagaimana akhirnya, dan justru di situlah pesonanya.',
      ],
    },
  },
};
