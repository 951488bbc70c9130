import type { CatalogueTranslation } from './catalogue-translation.ts';

/** The catalogue in Indonesian. */
export const id: CatalogueTranslation = {
  wisdoms: {
    Stoicism: {
      title: 'Stoisisme',
      content: 'Bedakan apa yang berada dalam kendalimu dari apa yang tidak; hadapi selebihnya dengan nalar, ketenangan, dan kebajikan.',
    },
    'Sufi Wisdom': {
      title: 'Kebijaksanaan sufi',
      content: 'Jalan hati: longgarkan cengkeraman ego dan ingatlah Yang Ilahi dalam kehidupan sehari-hari.',
    },
    Taoism: {
      title: 'Taoisme',
      content: 'Hiduplah selaras dengan Jalan: kesederhanaan, kesabaran, dan bertindak tanpa memaksakan (wu wei).',
    },
    'Buddhist Teachings': {
      title: 'Ajaran Buddha',
      content: 'Redakan penderitaan melalui perhatian penuh, welas asih, dan melepaskan nafsu keinginan serta kemelekatan.',
    },
    'Christian Mysticism': {
      title: 'Mistisisme Kristen',
      content: 'Carilah Yang Ilahi dalam keheningan batin, doa kontemplatif, dan kasih yang rela memberikan diri.',
    },
    'Indigenous Wisdom': {
      title: 'Kearifan masyarakat adat',
      content: 'Hormati hubunganmu dengan tanah, komunitas, dan para leluhur; ambillah keputusan demi generasi-generasi yang akan datang.',
    },
    'Vedanta (Hinduism)': {
      title: 'Vedanta (Hinduisme)',
      content: 'Kenali Sang Diri yang satu dalam semua makhluk; bertindaklah sepenuhnya, tanpa melekat pada buah perbuatan.',
    },
    'Sikh Teachings': {
      title: 'Ajaran Sikh',
      content: 'Ingatlah Yang Esa, carilah nafkah dengan jujur, berbagilah dengan sesama, dan layanilah dengan rendah hati.',
    },
    Confucianism: {
      title: 'Konfusianisme',
      content: 'Binalah budi pekerti, sopan santun, dan sikap timbal balik; keselarasan tumbuh dari hubungan yang benar.',
    },
    'Renaissance Humanism': {
      title: 'Humanisme Renaisans',
      content: 'Martabat manusia, rasa ingin tahu, dan semangat belajar: bentuklah dirimu melalui studi, percakapan, dan perenungan.',
    },
    'Positive Psychology': {
      title: 'Psikologi positif',
      content:
        'Bertumpulah pada kekuatan diri, rasa syukur, makna, dan hubungan yang hangat, dengan berpedoman pada penelitian tentang kesejahteraan.',
    },
    Existentialism: {
      title: 'Eksistensialisme',
      content: 'Makna diciptakan, bukan ditemukan: kita memilih akan menjadi siapa, dan kebebasan datang bersama tanggung jawab.',
    },
    "Rumi's Mystical Poetry (Sufism)": {
      title: 'Puisi mistik Rumi (sufisme)',
      content: 'Cinta sebagai jalan menuju Yang Ilahi: kerinduan, transformasi, dan sukacita, dilantunkan dalam puisi.',
    },
    'Shamanic Wisdom': {
      title: 'Kearifan syamanik',
      content:
        'Penyembuhan melalui keterhubungan dengan alam, roh, dan ritual; dunia dipandang sebagai sesuatu yang hidup dan saling terkait.',
    },
    Kabbalah: {
      title: 'Kabbalah',
      content:
        'Perbaiki dunia (tikkun olam) dengan menyeimbangkan memberi dan menerima, serta melihat percikan ilahi dalam diri orang lain.',
    },
    'Alan Watts': {
      title: 'Alan Watts',
      content:
        'Sebuah sudut pandang dalam semangat Alan Watts: jiwa yang suka bermain, hadir sepenuhnya, dan menembus gagasan tentang diri yang terpisah.',
    },
    'Miyamoto Musashi': {
      title: 'Miyamoto Musashi',
      content: 'Disiplin, strategi, dan cara memandang yang jernih, dari sang pendekar pedang penulis Kitab Lima Cincin.',
    },
    Yoda: {
      title: 'Yoda',
      content: 'Sebuah sudut pandang dalam semangat sang master Jedi fiktif: kesabaran, rasa percaya, dan melepaskan rasa takut.',
    },
    'Carl Jung': {
      title: 'Carl Jung',
      content: 'Hadapi sisi bayanganmu, dengarkan alam bawah sadar, dan jadilah dirimu yang sesungguhnya (individuasi).',
    },
    'The Dude': {
      title: 'Si Dude',
      content: 'Sebuah sudut pandang dalam semangat The Big Lebowski: tetap santai, jaga cara pandang, dan jalani saja.',
    },
    'Eckhart Tolle': {
      title: 'Eckhart Tolle',
      content:
        'Sebuah sudut pandang dalam semangat Eckhart Tolle: kehadiran, kekuatan saat ini, dan menenangkan pikiran yang terus berpikir.',
    },
    'Hunter S. Thompson': {
      title: 'Hunter S. Thompson',
      content:
        'Sebuah sudut pandang dalam semangat Hunter S. Thompson: kejujuran tanpa rasa takut, rasa ingin tahu yang liar, dan hidup dengan gas pol.',
    },
    Sadhguru: {
      title: 'Sadhguru',
      content:
        'Sebuah sudut pandang dalam semangat Sadhguru: rekayasa batin (inner engineering) dan tanggung jawab atas pengalamanmu sendiri.',
    },
    'Bill Hicks': {
      title: 'Bill Hicks',
      content:
        'Sebuah sudut pandang dalam semangat Bill Hicks: pertanyakan segalanya dengan humor yang tajam, dan pilihlah cinta alih-alih rasa takut.',
    },
  },
  research: {
    1: {
      title: 'Menyambut ajakan untuk diperhatikan',
      content:
        'Pasangan terus-menerus melontarkan “ajakan” kecil untuk mendapat perhatian, bercanda, disayangi, atau didukung. Menanggapinya membangun kedekatan.',
      benefit:
        'Dalam studi lanjutan terhadap pasangan pengantin baru, pasangan yang masih menikah menyambut ajakan pasangannya sekitar 86% dari seluruh kesempatan; pasangan yang bercerai, sekitar 33%.',
    },
    2: {
      title: 'Rasio positivitas',
      content: 'Pasangan yang puas menjaga banyak momen positif untuk setiap satu momen negatif, bahkan saat mereka berbeda pendapat.',
      benefit:
        'Dalam diskusi konflik di laboratorium, pasangan yang stabil menunjukkan sekitar 5 momen positif untuk setiap satu momen negatif; pasangan yang kemudian bercerai, sekitar 0,8. Ini rasio laboratorium, bukan aturan berkirim pesan.',
    },
    3: {
      title: 'Canda bersama',
      content:
        'Humor yang jenaka dan merekatkan, serta tertawa bersama, berjalan seiring dengan hubungan yang lebih hangat dan lebih dekat.',
      benefit:
        'Di 43 sampel (N = 15.177), jenis-jenis humor positif dikaitkan dengan kepuasan yang lebih tinggi; waktu yang dihabiskan untuk tertawa bersama dikaitkan dengan kedekatan.',
    },
    4: {
      title: 'Kecerdasan emosional',
      content:
        'Menyadari, menamai, dan mengelola emosi, baik emosimu sendiri maupun emosi pasanganmu, memengaruhi perasaan kalian berdua tentang hubungan ini.',
      benefit:
        'Kecerdasan emosional sebagai sifat yang lebih tinggi dikaitkan dengan kepuasan yang lebih tinggi, bagi diri sendiri maupun bagi pasangan (r meta-analitik sekitar 0,37).',
    },
    5: {
      title: 'Memulai konflik dengan lembut',
      content:
        'Cara sebuah pembicaraan sulit dimulai menentukan arahnya: kritik, penghinaan, sikap defensif, dan sikap membisu membuat perbaikan lebih sulit.',
      benefit:
        'Pada 124 pasangan pengantin baru, tiga menit pertama sebuah diskusi konflik dikaitkan dengan perjalanan pernikahan mereka selama enam tahun.',
    },
    6: {
      title: 'Membingkai ulang konflik',
      content: 'Memandang sebuah perselisihan dari sudut pandang pihak ketiga yang netral dan berniat baik meredakan panasnya.',
      benefit:
        'Dalam studi acak terhadap 120 pasangan, latihan menulis penilaian ulang selama 21 menit menghentikan penurunan kualitas pernikahan yang terlihat pada kelompok kontrol.',
    },
    7: {
      title: 'Nilai yang sama',
      content:
        'Apa yang sama-sama kalian anggap penting, lebih daripada kecocokan kepribadian, itulah yang berjalan seiring dengan hubungan yang memuaskan.',
      benefit:
        'Kesamaan nilai antara suami dan istri dikaitkan dengan kepuasan yang lebih tinggi dan lebih sedikit perasaan negatif; kesamaan kepribadian tidak menunjukkan efek seperti itu.',
    },
    8: {
      title: 'Kedekatan dan rasa aman',
      content: 'Merasa bahwa dia ada untukmu, dan saling merayakan kabar baik, memperdalam keintiman.',
      benefit:
        'Terapi pasangan berbasis kelekatan menunjukkan peningkatan kepuasan yang besar dalam uji acak; tanggapan yang antusias terhadap kabar baik dikaitkan dengan kepuasan sehari-hari.',
    },
  },
};
