import { alt, cast, collection, crew, movie } from './tmdb-dataset-build.js';
import type { StandInMovie } from './tmdb-dataset-types.js';

/**
 * Recorded-style movies: real TMDB ids and facts as remembered (popularity and vote counts are
 * plausible, not current; image paths and keyword ids are made up). The first group are decoys a
 * matcher must tell apart: same titles in different years, sequels, remakes, non-English originals.
 * The tables are kept compact (`prettier-ignore`): one block per movie reads better than one field per line.
 */

const MATRIX = collection(2344, 'The Matrix Collection');
const DUNE = collection(726871, 'Dune Collection');
const ALIEN = collection(8091, 'Alien Collection');
const AVENGERS = collection(86311, 'The Avengers Collection');
const STAR_WARS = collection(10, 'Star Wars Collection');
const BLADE_RUNNER = collection(422837, 'Blade Runner Collection');
const IT = collection(477208, 'It Collection');
const WACHOWSKIS = [crew(9340, 'Lana Wachowski', 'Director'), crew(9339, 'Lilly Wachowski', 'Director')];
const MATRIX_CAST = [
  cast(6384, 'Keanu Reeves', 'Thomas A. Anderson / Neo'),
  cast(2975, 'Laurence Fishburne', 'Morpheus'),
  cast(530, 'Carrie-Anne Moss', 'Trinity'),
];

// prettier-ignore
export const decoyMovies: StandInMovie[] = [
  movie({
    id: 603, title: 'The Matrix', release_date: '1999-03-31', runtime: 136, imdb_id: 'tt0133093',
    genre_ids: [28, 878], popularity: 86.4, vote_average: 8.2, vote_count: 26100,
    overview: 'A hacker learns that his everyday world is a simulation run by machines and joins the rebels.',
    tagline: 'Welcome to the Real World.', certification: 'R', belongs_to_collection: MATRIX, budget: 63000000,
    revenue: 463517383, alternative_titles: [alt('BR', 'Matrix'), alt('FR', 'Matrix')],
    cast: [...MATRIX_CAST, cast(1331, 'Hugo Weaving', 'Agent Smith')], crew: WACHOWSKIS,
    keywords: ['simulated reality', 'artificial intelligence', 'hacker', 'dystopia'],
  }),
  movie({
    id: 604, title: 'The Matrix Reloaded', release_date: '2003-05-15', runtime: 138, imdb_id: 'tt0234215',
    genre_ids: [28, 878, 12, 53], popularity: 41.2, vote_average: 7.1, belongs_to_collection: MATRIX,
    overview: 'As the machines close in on Zion, Neo seeks out the maker of the system that holds humanity.',
    tagline: 'Free your mind.', certification: 'R', cast: MATRIX_CAST, crew: WACHOWSKIS,
  }),
  movie({
    id: 605, title: 'The Matrix Revolutions', release_date: '2003-11-05', runtime: 129, imdb_id: 'tt0242653',
    genre_ids: [12, 28, 53, 878], popularity: 35.7, vote_average: 6.7, belongs_to_collection: MATRIX,
    overview: 'The war between people and machines reaches its end as Neo travels to the source of the machines.',
    tagline: 'Everything that has a beginning has an end.', certification: 'R', cast: MATRIX_CAST, crew: WACHOWSKIS,
  }),
  movie({
    id: 624860, title: 'The Matrix Resurrections', release_date: '2021-12-16', runtime: 148, imdb_id: 'tt10838180',
    genre_ids: [878, 28, 12], popularity: 38.9, vote_average: 6.4, belongs_to_collection: MATRIX,
    overview: 'A game designer troubled by strange dreams is pulled back into the Matrix sixty years on.',
    tagline: 'Return to the source.', certification: 'R', cast: MATRIX_CAST.slice(0, 1).concat(MATRIX_CAST.slice(2)),
    crew: WACHOWSKIS.slice(0, 1),
  }),
  movie({
    id: 841, title: 'Dune', release_date: '1984-12-14', runtime: 137, imdb_id: 'tt0087182', genre_ids: [28, 878, 12],
    popularity: 29.8, vote_average: 6.3, certification: 'PG-13',
    overview: 'A noble heir is sent to the desert planet that alone yields the spice, and rises among its people.',
    tagline: 'A world beyond your experience, beyond your imagination.', budget: 40000000, revenue: 30925690,
    cast: [cast(6677, 'Kyle MacLachlan', 'Paul Atreides'), cast(3967, 'Francesca Annis', 'Lady Jessica')],
    crew: [crew(5602, 'David Lynch', 'Director'), crew(5602, 'David Lynch', 'Screenplay')],
    keywords: ['desert', 'based on novel or book', 'spice'],
  }),
  movie({
    id: 438631, title: 'Dune', release_date: '2021-09-15', runtime: 155, imdb_id: 'tt1160419', genre_ids: [878, 12],
    popularity: 142.3, vote_average: 7.8, certification: 'PG-13', belongs_to_collection: DUNE,
    overview: 'Paul Atreides follows his family to Arrakis, where betrayal forces him into the deep desert.',
    tagline: 'Beyond fear, destiny awaits.', budget: 165000000, revenue: 407573628,
    alternative_titles: [alt('US', 'Dune: Part One'), alt('DE', 'Dune: Teil 1')],
    cast: [cast(1190668, 'Timothée Chalamet', 'Paul Atreides'), cast(933238, 'Rebecca Ferguson', 'Lady Jessica'),
      cast(505710, 'Zendaya', 'Chani')], crew: [crew(137427, 'Denis Villeneuve', 'Director')],
    keywords: ['desert', 'based on novel or book', 'spice'], production_countries: ['US', 'CA'],
  }),
  movie({
    id: 693134, title: 'Dune: Part Two', release_date: '2024-02-27', runtime: 167, imdb_id: 'tt15239678',
    genre_ids: [878, 12], popularity: 120.5, vote_average: 8.1, certification: 'PG-13', belongs_to_collection: DUNE,
    overview: 'Paul unites with Chani and the Fremen to strike back at those who destroyed his family.',
    tagline: 'Long live the fighters.',
    cast: [cast(1190668, 'Timothée Chalamet', 'Paul Atreides'), cast(505710, 'Zendaya', 'Chani')],
    crew: [crew(137427, 'Denis Villeneuve', 'Director')],
  }),
  movie({
    id: 348, title: 'Alien', release_date: '1979-05-25', runtime: 117, imdb_id: 'tt0078748', genre_ids: [27, 878],
    popularity: 55.1, vote_average: 8.2, certification: 'R', belongs_to_collection: ALIEN,
    overview: "A towing ship's crew answers a distress call and brings back a creature that hunts them.",
    tagline: 'In space no one can hear you scream.', production_countries: ['GB', 'US'],
    cast: [cast(10205, 'Sigourney Weaver', 'Ripley'), cast(5048, 'John Hurt', 'Kane')],
    crew: [crew(578, 'Ridley Scott', 'Director')], keywords: ['android', 'spacecraft', 'alien'],
  }),
  movie({
    id: 679, title: 'Aliens', release_date: '1986-07-18', runtime: 137, imdb_id: 'tt0090605',
    genre_ids: [28, 53, 878], popularity: 47.3, vote_average: 7.9, certification: 'R', belongs_to_collection: ALIEN,
    overview: 'Ripley returns with a squad of marines to the moon where her crew found the creature, now a colony.',
    tagline: "This time it's war.", cast: [cast(10205, 'Sigourney Weaver', 'Ripley')],
    crew: [crew(2710, 'James Cameron', 'Director')],
  }),
  movie({
    id: 579974, title: 'RRR', original_title: 'రౌద్రం రణం రుధిరం', original_language: 'te',
    release_date: '2022-03-24', runtime: 187, imdb_id: 'tt8178634', genre_ids: [28, 18], popularity: 33.6,
    vote_average: 7.8,
    overview: 'In 1920s India, two revolutionaries on opposite sides of the law become friends unawares.',
    alternative_titles: [alt('IN', 'Rise Roar Revolt'), alt('IN', 'Roudram Ranam Rudhiram')],
    production_countries: ['IN'],
    cast: [cast(148037, 'N.T. Rama Rao Jr.', 'Komaram Bheem'), cast(237045, 'Ram Charan', 'Alluri Sitarama Raju')],
    crew: [crew(84989, 'S. S. Rajamouli', 'Director')],
  }),
  movie({
    id: 129, title: 'Spirited Away', original_title: '千と千尋の神隠し', original_language: 'ja', release_date: '2001-07-20',
    runtime: 125, imdb_id: 'tt0245429', genre_ids: [16, 10751, 14], popularity: 88.2, vote_average: 8.5,
    certification: 'PG', production_countries: ['JP'],
    overview: 'A girl moving house strays into a world of spirits and must work in a bathhouse to free her parents.',
    alternative_titles: [alt('JP', 'Sen to Chihiro no Kamikakushi', 'romaji'), alt('FR', 'Le Voyage de Chihiro')],
    cast: [cast(19587, 'Rumi Hiiragi', 'Chihiro Ogino (voice)')], crew: [crew(608, 'Hayao Miyazaki', 'Director')],
  }),
  movie({
    id: 194, title: 'Amélie', original_title: "Le Fabuleux Destin d'Amélie Poulain", original_language: 'fr',
    release_date: '2001-04-25', runtime: 122, imdb_id: 'tt0211915', genre_ids: [35, 10749], popularity: 27.4,
    vote_average: 7.9, certification: 'R', production_countries: ['FR', 'DE'],
    overview: 'A shy waitress in Montmartre decides to quietly improve the lives of the people around her.',
    alternative_titles: [alt('US', 'Amelie'), alt('GB', 'Amelie from Montmartre')],
    cast: [cast(3405, 'Audrey Tautou', 'Amélie Poulain')], crew: [crew(2419, 'Jean-Pierre Jeunet', 'Director')],
  }),
  movie({
    id: 101, title: 'Léon: The Professional', original_title: 'Léon', release_date: '1994-09-14', runtime: 111,
    imdb_id: 'tt0110413', genre_ids: [80, 18, 28], popularity: 44.9, vote_average: 8.3, certification: 'R',
    overview: 'A solitary hitman in New York takes in the girl next door after her family is killed.',
    alternative_titles: [alt('US', 'The Professional'), alt('FR', 'Léon'), alt('FR', 'Leon: Version intégrale')],
    production_countries: ['FR'], cast: [cast(1003, 'Jean Reno', 'Léon'), cast(524, 'Natalie Portman', 'Mathilda'),
      cast(64, 'Gary Oldman', 'Stansfield')], crew: [crew(59, 'Luc Besson', 'Director')],
  }),
  movie({
    id: 496243, title: 'Parasite', original_title: '기생충', original_language: 'ko', release_date: '2019-05-30',
    runtime: 133, imdb_id: 'tt6751668', genre_ids: [35, 53, 18], popularity: 61.7, vote_average: 8.5,
    certification: 'R', production_countries: ['KR'],
    overview: 'A poor family talks its way, one member at a time, into jobs with a wealthy household.',
    alternative_titles: [alt('KR', 'Gisaengchung', 'romanization')],
    cast: [cast(20738, 'Song Kang-ho', 'Kim Ki-taek')], crew: [crew(21684, 'Bong Joon-ho', 'Director')],
  }),
  movie({
    id: 24428, title: 'The Avengers', release_date: '2012-04-25', runtime: 143, imdb_id: 'tt0848228',
    genre_ids: [878, 28, 12], popularity: 131.8, vote_average: 7.7, certification: 'PG-13',
    belongs_to_collection: AVENGERS,
    overview: "Earth's mightiest heroes must learn to work together to stop Loki and an invading army.",
    tagline: 'Some assembly required.',
    alternative_titles: [alt('GB', 'Avengers Assemble'), alt('US', "Marvel's The Avengers")],
    cast: [cast(3223, 'Robert Downey Jr.', 'Tony Stark / Iron Man'),
      cast(16828, 'Chris Evans', 'Steve Rogers / Captain America'),
      cast(1245, 'Scarlett Johansson', 'Natasha Romanoff / Black Widow')],
    crew: [crew(12891, 'Joss Whedon', 'Director')],
  }),
  movie({
    id: 9320, title: 'The Avengers', release_date: '1998-08-13', runtime: 89, imdb_id: 'tt0118661',
    genre_ids: [53, 878, 12], popularity: 14.6, vote_average: 4.4, certification: 'PG-13',
    overview: "Two British agents, Steed and Peel, try to stop a mad scientist who holds London's weather to ransom.",
    tagline: 'Saving the world in style.',
    cast: [cast(5469, 'Ralph Fiennes', 'John Steed'), cast(139, 'Uma Thurman', 'Emma Peel')],
    crew: [crew(65314, 'Jeremiah Chechik', 'Director')],
  }),
  movie({
    id: 275, title: 'Fargo', release_date: '1996-03-08', runtime: 98, imdb_id: 'tt0116282', genre_ids: [80, 18, 53],
    popularity: 24.3, vote_average: 7.9, certification: 'R',
    overview: 'A car salesman in debt has his wife kidnapped, and a pregnant police chief follows the bloody trail.',
    cast: [cast(3910, 'Frances McDormand', 'Marge Gunderson'), cast(3905, 'William H. Macy', 'Jerry Lundegaard')],
    crew: [crew(1223, 'Joel Coen', 'Director'), crew(1224, 'Ethan Coen', 'Director')],
  }),
  movie({
    id: 11, title: 'Star Wars', release_date: '1977-05-25', runtime: 121, imdb_id: 'tt0076759',
    genre_ids: [12, 28, 878], popularity: 78.9, vote_average: 8.2, certification: 'PG',
    belongs_to_collection: STAR_WARS,
    overview: 'A farm boy, a smuggler, a princess and an old knight take on the Empire and its battle station.',
    tagline: 'A long time ago in a galaxy far, far away...',
    alternative_titles: [alt('US', 'Star Wars: Episode IV - A New Hope'), alt('US', 'Star Wars: A New Hope')],
    cast: [cast(2, 'Mark Hamill', 'Luke Skywalker'), cast(3, 'Harrison Ford', 'Han Solo'),
      cast(4, 'Carrie Fisher', 'Princess Leia Organa')], crew: [crew(1, 'George Lucas', 'Director')],
  }),
  movie({
    id: 78, title: 'Blade Runner', release_date: '1982-06-25', runtime: 117, imdb_id: 'tt0083658',
    genre_ids: [878, 18, 53], popularity: 48.6, vote_average: 7.9, certification: 'R',
    belongs_to_collection: BLADE_RUNNER,
    overview: 'In a rain-soaked Los Angeles, a retired officer is ordered to hunt down four escaped replicants.',
    alternative_titles: [alt('US', 'Blade Runner: The Final Cut'), alt('US', "Blade Runner: The Director's Cut")],
    cast: [cast(3, 'Harrison Ford', 'Rick Deckard'), cast(585, 'Rutger Hauer', 'Roy Batty')],
    crew: [crew(578, 'Ridley Scott', 'Director')],
  }),
  movie({
    id: 335984, title: 'Blade Runner 2049', release_date: '2017-10-04', runtime: 164, imdb_id: 'tt1856101',
    genre_ids: [878, 18], popularity: 62.1, vote_average: 7.6, certification: 'R',
    belongs_to_collection: BLADE_RUNNER,
    overview: 'Thirty years later, a new blade runner uncovers a secret that leads him to find Rick Deckard.',
    cast: [cast(30614, 'Ryan Gosling', 'K'), cast(3, 'Harrison Ford', 'Rick Deckard')],
    crew: [crew(137427, 'Denis Villeneuve', 'Director')],
  }),
  movie({
    id: 346364, title: 'It', release_date: '2017-09-06', runtime: 135, imdb_id: 'tt1396484', genre_ids: [27, 53, 14],
    popularity: 90.4, vote_average: 7.2, certification: 'R', belongs_to_collection: IT,
    overview: 'In a small Maine town, a group of outcast children face a shape-shifting clown that preys on them.',
    tagline: "You'll float too.", alternative_titles: [alt('US', 'It: Chapter One')],
    cast: [cast(1640, 'Bill Skarsgård', 'Pennywise')], crew: [crew(1155, 'Andy Muschietti', 'Director')],
  }),
  movie({
    id: 474350, title: 'It Chapter Two', release_date: '2019-09-04', runtime: 169, imdb_id: 'tt7349950',
    genre_ids: [27, 14], popularity: 58.2, vote_average: 6.9, certification: 'R', belongs_to_collection: IT,
    overview: 'Twenty-seven years on, the grown-up friends return to their hometown to finish what they started.',
    cast: [cast(1640, 'Bill Skarsgård', 'Pennywise')], crew: [crew(1155, 'Andy Muschietti', 'Director')],
  }),
  movie({
    id: 8587, title: 'The Lion King', release_date: '1994-06-24', runtime: 89, imdb_id: 'tt0110357',
    genre_ids: [10751, 16, 18], popularity: 71.5, vote_average: 8.3, certification: 'G',
    belongs_to_collection: collection(94032, 'The Lion King Collection'),
    overview: "A lion cub flees after his father's death and must return to claim the kingdom his uncle took.",
  }),
  movie({
    id: 420818, title: 'The Lion King', release_date: '2019-07-12', runtime: 118, imdb_id: 'tt6105098',
    genre_ids: [12, 18, 10751], popularity: 45.9, vote_average: 7.1, certification: 'PG',
    overview: "A computer-animated retelling of the young lion Simba's exile and return to Pride Rock.",
  }),
];

/** Ordinary well-known movies: the bulk of a typical library. */
// prettier-ignore
export const ordinaryMovies: StandInMovie[] = [
  movie({
    id: 278, title: 'The Shawshank Redemption', release_date: '1994-09-23', runtime: 142, imdb_id: 'tt0111161',
    genre_ids: [18, 80], popularity: 98.1, vote_average: 8.7, certification: 'R',
    overview: 'A banker sentenced to life for murder spends two decades in prison, keeping hope and a plan.',
    cast: [cast(504, 'Tim Robbins', 'Andy Dufresne'), cast(192, 'Morgan Freeman', "Ellis Boyd 'Red' Redding")],
    crew: [crew(4027, 'Frank Darabont', 'Director')],
  }),
  movie({
    id: 238, title: 'The Godfather', release_date: '1972-03-14', runtime: 175, imdb_id: 'tt0068646',
    genre_ids: [18, 80], popularity: 93.4, vote_average: 8.7, certification: 'R',
    belongs_to_collection: collection(230, 'The Godfather Collection'),
    overview: 'The ageing head of a crime family hands his empire to his reluctant youngest son.',
    cast: [cast(3084, 'Marlon Brando', 'Don Vito Corleone'), cast(1158, 'Al Pacino', 'Michael Corleone')],
    crew: [crew(1776, 'Francis Ford Coppola', 'Director')],
  }),
  movie({
    id: 680, title: 'Pulp Fiction', release_date: '1994-09-10', runtime: 154, imdb_id: 'tt0110912',
    genre_ids: [53, 80], popularity: 70.2, vote_average: 8.5, certification: 'R',
    overview: "Hitmen, a boxer, a gangster's wife and two diner robbers cross paths in Los Angeles.",
    cast: [cast(8891, 'John Travolta', 'Vincent Vega'), cast(2231, 'Samuel L. Jackson', 'Jules Winnfield')],
    crew: [crew(138, 'Quentin Tarantino', 'Director')],
  }),
  movie({
    id: 550, title: 'Fight Club', release_date: '1999-10-15', runtime: 139, imdb_id: 'tt0137523', genre_ids: [18],
    popularity: 73.4, vote_average: 8.4, certification: 'R',
    overview: 'An insomniac office worker and a soap salesman start an underground club that grows out of control.',
    cast: [cast(819, 'Edward Norton', 'The Narrator'), cast(287, 'Brad Pitt', 'Tyler Durden')],
    crew: [crew(7467, 'David Fincher', 'Director')],
  }),
  movie({
    id: 13, title: 'Forrest Gump', release_date: '1994-06-23', runtime: 142, imdb_id: 'tt0109830',
    genre_ids: [35, 18, 10749], popularity: 65.8, vote_average: 8.5, certification: 'PG-13',
    overview: 'A kind man of low intelligence drifts through decades of American history while longing for his friend.',
    cast: [cast(31, 'Tom Hanks', 'Forrest Gump')], crew: [crew(24, 'Robert Zemeckis', 'Director')],
  }),
  movie({
    id: 27205, title: 'Inception', release_date: '2010-07-15', runtime: 148, imdb_id: 'tt1375666',
    genre_ids: [28, 878, 12], popularity: 84.7, vote_average: 8.4, certification: 'PG-13',
    production_countries: ['US', 'GB'],
    overview: 'A thief who steals secrets from dreams is hired to plant an idea instead.',
    cast: [cast(6193, 'Leonardo DiCaprio', 'Dom Cobb')], crew: [crew(525, 'Christopher Nolan', 'Director')],
  }),
  movie({
    id: 157336, title: 'Interstellar', release_date: '2014-11-05', runtime: 169, imdb_id: 'tt0816692',
    genre_ids: [12, 18, 878], popularity: 110.6, vote_average: 8.4, certification: 'PG-13',
    overview: 'With crops failing on Earth, a pilot leads a journey through a wormhole in search of a new home.',
    cast: [cast(10297, 'Matthew McConaughey', 'Cooper')], crew: [crew(525, 'Christopher Nolan', 'Director')],
  }),
  movie({
    id: 155, title: 'The Dark Knight', release_date: '2008-07-16', runtime: 152, imdb_id: 'tt0468569',
    genre_ids: [18, 28, 80, 53], popularity: 91.2, vote_average: 8.5, certification: 'PG-13',
    belongs_to_collection: collection(263, 'The Dark Knight Collection'),
    overview: 'Batman, a police lieutenant and a district attorney face a criminal who wants only chaos.',
    cast: [cast(3894, 'Christian Bale', 'Bruce Wayne'), cast(1810, 'Heath Ledger', 'Joker')],
    crew: [crew(525, 'Christopher Nolan', 'Director')],
  }),
  movie({
    id: 98, title: 'Gladiator', release_date: '2000-05-01', runtime: 155, imdb_id: 'tt0172495',
    genre_ids: [28, 18, 12], popularity: 60.5, vote_average: 8.2, certification: 'R',
    production_countries: ['US', 'GB'],
    overview: 'A betrayed Roman general is sold into slavery and fights his way to the arena of Rome.',
    cast: [cast(934, 'Russell Crowe', 'Maximus')], crew: [crew(578, 'Ridley Scott', 'Director')],
  }),
  movie({
    id: 862, title: 'Toy Story', release_date: '1995-11-22', runtime: 81, imdb_id: 'tt0114709',
    genre_ids: [16, 12, 10751, 35], popularity: 80.3, vote_average: 8.0, certification: 'G',
    belongs_to_collection: collection(10194, 'Toy Story Collection'),
    overview: "A cowboy doll feels pushed aside when a space ranger toy becomes his owner's favourite.",
    cast: [cast(31, 'Tom Hanks', 'Woody (voice)')], crew: [crew(7879, 'John Lasseter', 'Director')],
  }),
  movie({
    id: 329, title: 'Jurassic Park', release_date: '1993-06-11', runtime: 127, imdb_id: 'tt0107290',
    genre_ids: [12, 878], popularity: 52.9, vote_average: 7.9, certification: 'PG-13',
    belongs_to_collection: collection(328, 'Jurassic Park Collection'),
    overview: 'Scientists touring an island park of cloned dinosaurs are stranded when the fences fail.',
    crew: [crew(488, 'Steven Spielberg', 'Director')],
  }),
  movie({
    id: 597, title: 'Titanic', release_date: '1997-11-18', runtime: 194, imdb_id: 'tt0120338', genre_ids: [18, 10749],
    popularity: 87.6, vote_average: 7.9, certification: 'PG-13',
    overview: 'A young aristocrat and a penniless artist fall in love aboard the doomed liner.',
    cast: [cast(6193, 'Leonardo DiCaprio', 'Jack Dawson'), cast(204, 'Kate Winslet', 'Rose DeWitt Bukater')],
    crew: [crew(2710, 'James Cameron', 'Director')],
  }),
  movie({
    id: 19995, title: 'Avatar', release_date: '2009-12-15', runtime: 162, imdb_id: 'tt0499549',
    genre_ids: [28, 12, 14, 878], popularity: 95.3, vote_average: 7.6, certification: 'PG-13',
    belongs_to_collection: collection(87096, 'Avatar Collection'),
    overview: 'A paralysed marine inhabits an alien body on Pandora and comes to side with its people.',
    crew: [crew(2710, 'James Cameron', 'Director')],
  }),
  movie({
    id: 120, title: 'The Lord of the Rings: The Fellowship of the Ring', release_date: '2001-12-18', runtime: 179,
    imdb_id: 'tt0120737', genre_ids: [12, 14, 28], popularity: 89.5, vote_average: 8.4, certification: 'PG-13',
    belongs_to_collection: collection(119, 'The Lord of the Rings Collection'), production_countries: ['NZ', 'US'],
    overview: 'A hobbit inherits a ring of terrible power and sets out with eight companions to destroy it.',
    cast: [cast(109, 'Elijah Wood', 'Frodo Baggins')], crew: [crew(108, 'Peter Jackson', 'Director')],
  }),
  movie({
    id: 105, title: 'Back to the Future', release_date: '1985-07-03', runtime: 116, imdb_id: 'tt0088763',
    genre_ids: [12, 35, 878], popularity: 50.4, vote_average: 8.3, certification: 'PG',
    belongs_to_collection: collection(264, 'Back to the Future Collection'),
    overview: 'A teenager sent thirty years back in time must make sure his parents still fall in love.',
    cast: [cast(521, 'Michael J. Fox', 'Marty McFly'), cast(1062, 'Christopher Lloyd', 'Dr. Emmett Brown')],
    crew: [crew(24, 'Robert Zemeckis', 'Director')],
  }),
  movie({
    id: 807, title: 'Se7en', release_date: '1995-09-22', runtime: 127, imdb_id: 'tt0114369',
    genre_ids: [80, 9648, 53], popularity: 54.0, vote_average: 8.4, certification: 'R',
    overview: 'Two detectives track a killer who stages each murder after one of the seven deadly sins.',
    alternative_titles: [alt('US', 'Seven')], crew: [crew(7467, 'David Fincher', 'Director')],
  }),
  movie({
    id: 670, title: 'Oldboy', original_title: '올드보이', original_language: 'ko', release_date: '2003-11-21',
    runtime: 120, imdb_id: 'tt0364569', genre_ids: [18, 53, 9648, 28], popularity: 30.2, vote_average: 8.3,
    certification: 'R', production_countries: ['KR'], alternative_titles: [alt('KR', 'Oldeuboi', 'romanization')],
    overview: 'Released after fifteen years of unexplained captivity, a man has five days to learn who held him.',
  }),
  movie({
    id: 146, title: 'Crouching Tiger, Hidden Dragon', original_title: '臥虎藏龍', original_language: 'zh',
    release_date: '2000-07-06', runtime: 120, imdb_id: 'tt0190332', genre_ids: [12, 18, 28, 10749], popularity: 22.8,
    vote_average: 7.4, certification: 'PG-13', production_countries: ['TW', 'CN', 'HK', 'US'],
    overview: 'Two warriors pursue a stolen sword and the young noblewoman who took it.',
  }),
  movie({
    id: 1417, title: "Pan's Labyrinth", original_title: 'El laberinto del fauno', original_language: 'es',
    release_date: '2006-10-11', runtime: 119, imdb_id: 'tt0457430', genre_ids: [14, 18, 10752], popularity: 31.5,
    vote_average: 7.8, certification: 'R', production_countries: ['MX', 'ES'],
    overview: 'In post-war Spain, a girl escapes her cruel stepfather into a fairy world of tasks and trials.',
  }),
  movie({
    id: 76341, title: 'Mad Max: Fury Road', release_date: '2015-05-13', runtime: 121, imdb_id: 'tt1392190',
    genre_ids: [28, 12, 878], popularity: 49.7, vote_average: 7.6, certification: 'R',
    production_countries: ['AU', 'US'], belongs_to_collection: collection(8945, 'Mad Max Collection'),
    overview: 'A drifter and a rebel driver flee across the desert with the wives of a warlord.',
  }),
  movie({
    id: 545611, title: 'Everything Everywhere All at Once', release_date: '2022-03-24', runtime: 140,
    imdb_id: 'tt6710474', genre_ids: [28, 12, 878], popularity: 36.4, vote_average: 7.8, certification: 'R',
    overview: 'A laundromat owner facing a tax audit is pulled into a fight across countless versions of her life.',
  }),
  movie({
    id: 872585, title: 'Oppenheimer', release_date: '2023-07-19', runtime: 181, imdb_id: 'tt15398776',
    genre_ids: [18, 36], popularity: 104.2, vote_average: 8.1, certification: 'R', production_countries: ['GB', 'US'],
    overview: 'The story of the physicist who led the building of the atomic bomb, and what it cost him.',
    cast: [cast(2037, 'Cillian Murphy', 'J. Robert Oppenheimer')], crew: [crew(525, 'Christopher Nolan', 'Director')],
  }),
  movie({
    id: 14160, title: 'Up', release_date: '2009-05-28', runtime: 96, imdb_id: 'tt1049413',
    genre_ids: [16, 35, 10751, 12], popularity: 57.3, vote_average: 7.9, certification: 'PG',
    overview: 'A widower ties thousands of balloons to his house and flies off, with a boy scout aboard by accident.',
  }),
  movie({
    id: 244786, title: 'Whiplash', release_date: '2014-10-10', runtime: 107, imdb_id: 'tt2582802',
    genre_ids: [18, 10402], popularity: 34.1, vote_average: 8.4, certification: 'R',
    overview: 'A young drummer at a music conservatory is pushed to breaking point by a ruthless teacher.',
  }),
];
